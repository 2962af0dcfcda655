/**
 * Dues: each approved player of the season owes the registration fee. Paying records a
 * PLAYER contribution through the finance package's own door (row and audit together) and
 * links it here, in one transaction; whether a player has paid is read from the ledger every time, so the
 * ledger's delete and restore are the undo, and dues and ledger always agree.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { badRequest, conflict } from '@league/core/server';
import { createContribution, financeContributions, type FinanceActor } from '@league/finance/server';
import { DUES_MESSAGES, type Dues, type DuesRow } from '../contract';
import { registrationDues, registrations } from './schema';

/** The season a payment counts for: the calendar year in the league's zone. */
export function seasonOf(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(now);
}

async function approvedPlayers(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ phone: registrations.playerPhone, name: registrations.fullName })
    .from(registrations)
    .where(eq(registrations.status, 'approved'));
  const players = new Map<string, string>();
  for (const r of rows) if (r.phone && !players.has(r.phone)) players.set(r.phone, r.name || r.phone);
  return players;
}

export async function listDues(db: Executor, season: string, feePaise: number): Promise<Omit<Dues, 'success'>> {
  const players = await approvedPlayers(db);
  const payments = await db
    .select({
      phone: registrationDues.playerPhone,
      contributionId: registrationDues.contributionId,
      amount: financeContributions.amountPaise,
      at: financeContributions.createdAt,
    })
    .from(registrationDues)
    .innerJoin(financeContributions, eq(financeContributions.id, registrationDues.contributionId))
    .where(eq(registrationDues.season, season));
  const paid = new Map(payments.map((p) => [p.phone, p]));
  const rows: DuesRow[] = [...players.entries()]
    .map(([phone, name]) => {
      const p = paid.get(phone);
      return {
        playerPhone: phone,
        name,
        paid: Boolean(p),
        contributionId: p?.contributionId ?? null,
        paidAt: p?.at.toISOString() ?? null,
        amountPaise: p ? Number(p.amount) : 0,
      };
    })
    // Who has not paid first, then by name.
    .sort((a, b) => Number(a.paid) - Number(b.paid) || a.name.localeCompare(b.name));
  const paidRows = rows.filter((r) => r.paid);
  const unpaid = rows.length - paidRows.length;
  return {
    season,
    feePaise,
    rows,
    totals: {
      players: rows.length,
      paid: paidRows.length,
      unpaid,
      owedPaise: unpaid * feePaise,
      collectedPaise: paidRows.reduce((sum, r) => sum + r.amountPaise, 0),
    },
  };
}

/**
 * The contribution and the dues link are one transaction: a failure after the ledger row
 * would otherwise leave money in Finance with the player still listed as owing. The lock
 * makes two clicks for the same player wait for each other, so the second one sees the
 * first's payment and is refused instead of recording the fee twice.
 */
export async function markPaid(db: Db, phone: string, options: { season: string; feePaise: number; actor: FinanceActor }): Promise<string> {
  if (options.feePaise <= 0) throw badRequest(DUES_MESSAGES.noFee);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration_dues:${options.season}:${phone}`}))`);
    const name = (await approvedPlayers(tx)).get(phone);
    if (!name) throw badRequest(DUES_MESSAGES.notApproved);
    const linked = await tx
      .select({ id: registrationDues.contributionId })
      .from(registrationDues)
      .where(and(eq(registrationDues.season, options.season), eq(registrationDues.playerPhone, phone)));
    if (linked.length) {
      const live = await tx
        .select({ id: financeContributions.id })
        .from(financeContributions)
        .where(
          inArray(
            financeContributions.id,
            linked.map((l) => l.id),
          ),
        );
      if (live.length) throw conflict(DUES_MESSAGES.alreadyPaid);
    }
    const created = await createContribution(
      tx,
      {
        contributorType: 'PLAYER',
        contributorName: name,
        amountPaise: options.feePaise,
        note: `Registration fee ${options.season} (player ${phone.slice(-4).padStart(phone.length, '*')})`,
      },
      options.actor,
    );
    const id = created.data.pk;
    await tx.insert(registrationDues).values({ season: options.season, playerPhone: phone, contributionId: id });
    return id;
  });
}
