/**
 * Dues: each approved player of the season owes the registration fee, and a player bought at
 * an auction that charges bought players owes that fee too (a charge). A fee line is a child's,
 * not a phone's: two children signed up on a parent's phone each owe, pay and are reminded on
 * a line of their own (its id is the child's profile), the phone only how to reach them.
 *
 * Paying records a PLAYER contribution through the finance package's own door (row and audit
 * together) and links it here, in one transaction; whether a line is paid is read from the
 * ledger every time, so the ledger's delete and restore are the undo, and dues and ledger
 * always agree.
 *
 * A PLAYER contribution the treasurer records on Finance for a person (its `person_id`)
 * pays that person's lines too: their oldest unpaid line of its season whose amount it equals
 * exactly (the registration fee first, then charges by age), one line per contribution; any
 * other amount pays nothing and is listed as paid, not matched. It is read, not written, so
 * deleting it there makes the line owed again, and no line is ever paid twice: a line a
 * Finance contribution already pays refuses "Mark paid". A line has one link: paying it again
 * replaces the link, and a restored old payment becomes a Finance contribution like any other.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { badRequest, conflict, notFound } from '@league/core/server';
import { createContribution, financeContributions, type FinanceActor } from '@league/finance/server';
import { listPeople } from '@league/people/server';
import { DUES_MESSAGES, type Dues, type DuesCharge, type DuesRow } from '../contract';
import { registrationCharges, registrationDues, registrations, registrationStatementLines } from './schema';
import { chargeLine, feeLine, payFields, referencesFor, type PayContext } from './references';
import { DEFAULT_TIME_ZONE } from './time-zone';

/** A person's name as the people package has it now (a rename shows on every line). */
async function namesOf(db: Executor, personIds: string[], timeZone: string): Promise<Map<string, string>> {
  const ids = [...new Set(personIds)];
  return new Map(ids.length ? (await listPeople(db, { timeZone, ids })).map((p) => [p.id, p.name]) : []);
}

/** The season a payment counts for: the calendar year in the league's zone. */
export function seasonOf(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(now);
}

/** An approved player's fee line. */
interface FeeLine {
  /** The sign-up's profile (players.id); for an approved sign-up with no profile, the sign-up's own id. */
  lineId: string;
  /** The contact: a parent's, shared by her children's lines. */
  phone: string;
  name: string;
  personId: string | null;
}

/** One line a child: two approved sign-ups of one profile owe once (the first approved names it). */
async function approvedPlayers(db: Executor): Promise<FeeLine[]> {
  const rows = await db
    .select({
      id: registrations.id,
      playerId: registrations.playerId,
      phone: registrations.playerPhone,
      name: registrations.fullName,
      personId: registrations.personId,
    })
    .from(registrations)
    .where(eq(registrations.status, 'approved'))
    // As migration 0021 chose the child a phone's old payment was for.
    .orderBy(asc(registrations.reviewedAt), asc(registrations.submittedAt), asc(registrations.id));
  const lines = new Map<string, FeeLine>();
  for (const r of rows) {
    const lineId = r.playerId ?? r.id;
    if (r.phone && !lines.has(lineId)) lines.set(lineId, { lineId, phone: r.phone, name: r.name || r.phone, personId: r.personId });
  }
  return [...lines.values()];
}

interface Payment {
  contributionId: string;
  amount: number;
  at: Date;
}

interface FreePayment extends Payment {
  personId: string;
  name: string;
}

/** Every line of the season with the payment that settles it, if any. */
async function duesState(db: Executor, season: string, feePaise: number, timeZone: string) {
  const players = await approvedPlayers(db);
  const linked = await db
    .select({
      lineId: registrationDues.lineId,
      contributionId: registrationDues.contributionId,
      amount: financeContributions.amountPaise,
      at: financeContributions.createdAt,
    })
    .from(registrationDues)
    .innerJoin(financeContributions, eq(financeContributions.id, registrationDues.contributionId))
    .where(eq(registrationDues.season, season));
  const byLine = new Map<string | null, Payment>(linked.map((p) => [p.lineId, { contributionId: p.contributionId, amount: Number(p.amount), at: p.at }]));
  const charges = await db
    .select({
      c: registrationCharges,
      amount: financeContributions.amountPaise,
      at: financeContributions.createdAt,
    })
    .from(registrationCharges)
    .leftJoin(financeContributions, eq(financeContributions.id, registrationCharges.contributionId))
    // The season of a charge is the year it was made in the league's zone (the stored `season`
    // was worked out in the default zone by a caller that does not know the league's).
    .where(sql`to_char(${registrationCharges.createdAt} at time zone ${timeZone}, 'YYYY') = ${season}`)
    .orderBy(asc(registrationCharges.createdAt), asc(registrationCharges.id));
  const chargeLines = charges.map(({ c, amount, at }) => ({
    charge: c,
    payment: amount !== null && at ? ({ contributionId: c.contributionId!, amount: Number(amount), at } as Payment) : null,
  }));

  // Contributions recorded on Finance for a person and not yet tied to a line by "Mark paid".
  const persons = new Set<string>([...players.flatMap((p) => (p.personId ? [p.personId] : [])), ...charges.map(({ c }) => c.personId)]);
  const tied = new Set<string>([
    ...(await db.select({ id: registrationDues.contributionId }).from(registrationDues)).map((r) => r.id),
    ...(await db.select({ id: registrationCharges.contributionId }).from(registrationCharges).where(isNotNull(registrationCharges.contributionId))).map(
      (r) => r.id!,
    ),
  ]);
  const free = new Map<string, FreePayment[]>();
  if (persons.size) {
    const rows = await db
      .select({
        id: financeContributions.id,
        personId: financeContributions.personId,
        name: financeContributions.contributorName,
        amount: financeContributions.amountPaise,
        at: financeContributions.createdAt,
      })
      .from(financeContributions)
      .where(and(eq(financeContributions.contributorType, 'PLAYER'), inArray(financeContributions.personId, [...persons])))
      .orderBy(asc(financeContributions.createdAt), asc(financeContributions.id));
    for (const r of rows) {
      if (tied.has(r.id) || seasonOf(r.at, timeZone) !== season) continue;
      const list = free.get(r.personId!) ?? [];
      list.push({ contributionId: r.id, amount: Number(r.amount), at: r.at, personId: r.personId!, name: r.name });
      free.set(r.personId!, list);
    }
  }
  /** The person's oldest free contribution of exactly this amount: ₹1 does not pay a ₹500 fee. */
  const takeFree = (personId: string | null, amount: number): Payment | null => {
    const list = personId ? free.get(personId) : undefined;
    const at = list?.findIndex((p) => p.amount === amount) ?? -1;
    return at < 0 ? null : list!.splice(at, 1)[0]!;
  };

  const fees = players.map((p) => ({ ...p, payment: byLine.get(p.lineId) ?? takeFree(p.personId, feePaise) }));
  for (const line of chargeLines) line.payment ??= takeFree(line.charge.personId, line.charge.amountPaise);
  const unmatched = [...free.values()].flat().sort((a, b) => a.at.getTime() - b.at.getTime());
  return { fees, charges: chargeLines, unmatched };
}

/**
 * The season's dues. With `pay` (the league's UPI payee, the site's address), each unpaid line
 * carries its UPI link, its payer's page and a WhatsApp reminder; every line has its reference.
 */
export async function listDues(
  db: Executor,
  season: string,
  feePaise: number,
  timeZone = DEFAULT_TIME_ZONE,
  pay: PayContext | null = null,
): Promise<Omit<Dues, 'success'>> {
  const state = await duesState(db, season, feePaise, timeZone);
  const names = await namesOf(
    db,
    state.charges.map((c) => c.charge.personId),
    timeZone,
  );
  const refs = await referencesFor(db, season, [...state.fees.map((f) => feeLine(f.lineId)), ...state.charges.map((c) => chargeLine(c.charge.id))]);
  const phoneOf = new Map(state.fees.flatMap((f) => (f.personId ? [[f.personId, f.phone] as const] : [])));
  const rows: DuesRow[] = state.fees
    .map(({ lineId, phone, name, personId, payment }) => ({
      lineId,
      playerPhone: phone,
      name,
      personId,
      paid: Boolean(payment),
      contributionId: payment?.contributionId ?? null,
      paidAt: payment?.at.toISOString() ?? null,
      amountPaise: payment?.amount ?? 0,
      ...payFields(
        { ...refs.get(feeLine(lineId))!, paid: Boolean(payment), owedPaise: feePaise, name, phone, what: `the registration fee for ${season}` },
        pay,
      ),
    }))
    // Who has not paid first, then by name.
    .sort((a, b) => Number(a.paid) - Number(b.paid) || a.name.localeCompare(b.name) || a.lineId.localeCompare(b.lineId));
  const charges: DuesCharge[] = state.charges
    .map(({ charge, payment }) => {
      const name = names.get(charge.personId) ?? charge.name;
      const line = { paid: Boolean(payment), owedPaise: charge.amountPaise, name, phone: phoneOf.get(charge.personId) ?? null, what: charge.reason };
      return {
        chargeId: charge.id,
        personId: charge.personId,
        name,
        reason: charge.reason,
        owedPaise: charge.amountPaise,
        paid: Boolean(payment),
        contributionId: payment?.contributionId ?? null,
        paidAt: payment?.at.toISOString() ?? null,
        amountPaise: payment?.amount ?? 0,
        ...payFields({ ...refs.get(chargeLine(charge.id))!, ...line }, pay),
      };
    })
    // As the fees: who has not paid first, then by name.
    .sort((a, b) => Number(a.paid) - Number(b.paid) || a.name.localeCompare(b.name));
  const paidRows = rows.filter((r) => r.paid);
  const unpaid = rows.length - paidRows.length;
  return {
    season,
    feePaise,
    rows,
    charges,
    unmatched: state.unmatched.map((p) => ({
      contributionId: p.contributionId,
      personId: p.personId,
      name: p.name,
      amountPaise: p.amount,
      paidAt: p.at.toISOString(),
    })),
    totals: {
      players: rows.length,
      paid: paidRows.length,
      unpaid,
      owedPaise: unpaid * feePaise + charges.filter((c) => !c.paid).reduce((sum, c) => sum + c.owedPaise, 0),
      collectedPaise: [...paidRows, ...charges.filter((c) => c.paid)].reduce((sum, r) => sum + r.amountPaise, 0),
      matchedTodayPaise: await matchedToday(db, timeZone),
    },
    upi: pay?.payee.upiId ? { upiId: pay.payee.upiId, payeeName: pay.payee.payeeName } : null,
  };
}

/** What imported bank statement lines paid today, in the league's day. */
async function matchedToday(db: Executor, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${registrationStatementLines.amountPaise}), 0)` })
    .from(registrationStatementLines)
    .where(sql`(${registrationStatementLines.appliedAt} at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`);
  return Number(row?.paise ?? 0);
}

interface PayOptions {
  season: string;
  feePaise: number;
  actor: FinanceActor;
  timeZone?: string;
}

/** Two clicks for one person wait for each other, so the second sees the first's payment. */
const lockPerson = (db: Executor, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration_dues:${key}`}))`);

/**
 * The contribution and the dues link are one transaction: a failure after the ledger row
 * would otherwise leave money in Finance with the player still listed as owing. `key` is the
 * line's id, or (as before lines were per child) a phone, when that phone has one line only.
 */
export async function markPaid(db: Db, key: string, options: PayOptions): Promise<string> {
  if (options.feePaise <= 0) throw badRequest(DUES_MESSAGES.noFee);
  return db.transaction(async (tx) => payFee(tx, await lineOfKey(tx, key), options));
}

/** The fee line "Mark paid" names: by its id, or by a phone that is one child's only. */
async function lineOfKey(db: Executor, key: string): Promise<string> {
  if (idSchema.safeParse(key).success) return key.toLowerCase();
  const lines = (await approvedPlayers(db)).filter((p) => p.phone === key);
  // Two children on one phone: the phone does not say whose fee was paid.
  if (lines.length > 1) throw conflict(DUES_MESSAGES.phoneOfMany);
  return lines[0]?.lineId ?? key;
}

/** Pays a fee line in the caller's transaction (`via`: how, for the ledger's note). */
export async function payFee(tx: Executor, lineId: string, options: PayOptions, via = ''): Promise<string> {
  const player = (await approvedPlayers(tx)).find((p) => p.lineId === lineId);
  if (!player) throw badRequest(DUES_MESSAGES.notApproved);
  await lockPerson(tx, player.personId ?? lineId);
  const line = (await duesState(tx, options.season, options.feePaise, options.timeZone ?? DEFAULT_TIME_ZONE)).fees.find((f) => f.lineId === lineId);
  if (line?.payment) throw conflict(DUES_MESSAGES.alreadyPaid);
  const { phone } = player;
  const created = await createContribution(
    tx,
    {
      contributorType: 'PLAYER',
      contributorName: player.name,
      amountPaise: options.feePaise,
      note: `Registration fee ${options.season} (player ${phone.slice(-4).padStart(phone.length, '*')})${via}`,
      personId: player.personId,
    },
    options.actor,
  );
  const id = created.data.pk;
  // One link per line: an earlier payment deleted on Finance stops being this line's, so
  // restoring it there later gives a contribution to match, not a second payment of one fee.
  await tx.delete(registrationDues).where(and(eq(registrationDues.season, options.season), eq(registrationDues.lineId, lineId)));
  await tx.insert(registrationDues).values({ season: options.season, lineId, playerPhone: phone, contributionId: id });
  return id;
}

/** "Mark paid" on a charge: its own amount, through the ledger, once. */
export async function markChargePaid(db: Db, chargeId: string, options: Omit<PayOptions, 'season'>): Promise<string> {
  // Anything but a well-formed id is simply not a charge (404, not a database error).
  if (!idSchema.safeParse(chargeId).success) throw notFound(DUES_MESSAGES.chargeNotFound);
  return db.transaction((tx) => payCharge(tx, chargeId, options));
}

/** Pays a charge in the caller's transaction (`via`: how, for the ledger's note). */
export async function payCharge(tx: Executor, chargeId: string, options: Omit<PayOptions, 'season'>, via = ''): Promise<string> {
  const [charge] = await tx.select().from(registrationCharges).where(eq(registrationCharges.id, chargeId));
  if (!charge) throw notFound(DUES_MESSAGES.chargeNotFound);
  await lockPerson(tx, charge.personId);
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const line = (await duesState(tx, seasonOf(charge.createdAt, timeZone), options.feePaise, timeZone)).charges.find((c) => c.charge.id === chargeId);
  if (line?.payment) throw conflict(DUES_MESSAGES.alreadyPaid);
  const name = (await namesOf(tx, [charge.personId], timeZone)).get(charge.personId) ?? charge.name;
  const created = await createContribution(
    tx,
    { contributorType: 'PLAYER', contributorName: name, amountPaise: charge.amountPaise, note: `${charge.reason}${via}`, personId: charge.personId },
    options.actor,
  );
  await tx.update(registrationCharges).set({ contributionId: created.data.pk }).where(eq(registrationCharges.id, chargeId));
  return created.data.pk;
}

// ---- The door other packages charge through (the auction) ------------------------------

export interface NewCharge {
  /** Unique per reason to owe: the same source twice charges once. */
  source: string;
  personId: string;
  name: string;
  reason: string;
  amountPaise: number;
  /** When it is owed from (now when absent): its season is this moment's year in the league's zone. */
  now?: Date;
}

/** Charges a person (a bought player's fee), once per source. Runs in the caller's transaction. */
export async function addCharge(db: Executor, input: NewCharge): Promise<void> {
  if (input.amountPaise <= 0) return;
  await db
    .insert(registrationCharges)
    .values({
      // Kept for the record only: dues read the season from created_at in the league's zone.
      season: seasonOf(input.now ?? new Date(), DEFAULT_TIME_ZONE),
      createdAt: input.now ?? new Date(),
      personId: input.personId,
      name: input.name,
      reason: input.reason,
      amountPaise: input.amountPaise,
      source: input.source,
    })
    .onConflictDoNothing({ target: registrationCharges.source });
}

/**
 * Withdraws a charge (the sale was undone). One already paid stays: the money is in the
 * ledger, and the treasurer decides there whether to give it back.
 */
export async function dropCharge(db: Executor, source: string): Promise<void> {
  await db
    .delete(registrationCharges)
    .where(
      and(
        eq(registrationCharges.source, source),
        sql`(${registrationCharges.contributionId} is null or not exists (select 1 from ${financeContributions} where ${financeContributions.id} = ${registrationCharges.contributionId}))`,
      ),
    );
}
