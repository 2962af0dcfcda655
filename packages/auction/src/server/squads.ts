/**
 * From the hammer to the squad (part 3 spec section 1, operations spec 6): a sale, a
 * pre-assigned captain at the start, and the close each put the player in their team's
 * squad of the auction's tournament, as a squad line bound to the player's person, and a
 * sale charges the league's fee for a bought player. Every write here runs in the
 * transaction of the event that causes it, so a sale and its squad line stand or fall
 * together; each pool line remembers the squad line it wrote, so a replay writes nothing
 * twice and an undo removes exactly that line.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { playersSchema } from '@league/players/server';
import { addCharge, dropCharge, signSignup } from '@league/registrations/server';
import { addSquadLine, makeTournamentCurrent, removeSquadLine, squadLineExists } from '@league/teams/server';
import type { Signing } from '../rules';
import { isId, type AuctionRecord } from './repo';
import { auctionPool } from './schema';

/**
 * The squad's tournament: the auction's when it is one (chosen from the list); an auction set
 * up when the tournament was typed text writes the squad without one, as closing did then.
 */
const squadTournament = (record: AuctionRecord) => (record.tournamentId && isId(record.tournamentId) ? record.tournamentId : null);

/** The dues line of one sale: one per pool line and auction, whoever bought them. */
const chargeSource = (auctionId: string, poolId: string) => `auction:${auctionId}:${poolId}`;

/**
 * The person a typed pool line is: the person picked for it in setup, else its roster
 * profile's; null for a name typed without a pick (the teams package binds it as a squad name
 * of the team). A sign-up's line is its sign-up's person (see joinSquad).
 */
async function personOf(db: Executor, line: { playerId: string | null; personId: string | null }) {
  if (line.personId) return line.personId;
  if (line.playerId) {
    const [profile] = await db
      .select({ personId: playersSchema.players.personId })
      .from(playersSchema.players)
      .where(eq(playersSchema.players.id, line.playerId));
    if (profile?.personId) return profile.personId;
  }
  return null;
}

const squadRole = (role: string | null, captain: boolean) => (captain ? 'C' : role === 'WK' ? 'WK' : 'Player');

/**
 * Puts one signing in its team's squad: nothing when this pool line's line still stands, or
 * the person already has one in that squad (listed before the auction), or the team is
 * gone. A bought player (not a pre-assigned captain) is charged the auction's fee.
 */
export async function joinSquad(db: Executor, record: AuctionRecord, signing: Signing): Promise<void> {
  const line = record.pool.get(signing.poolId);
  if (!line) return;
  // The line's person as the database has it now (a merge since the room loaded moves it there).
  const [row] = await db
    .select({ squadLineId: auctionPool.squadLineId, personId: auctionPool.personId })
    .from(auctionPool)
    .where(eq(auctionPool.id, signing.poolId));
  if (row?.squadLineId && (await squadLineExists(db, row.squadLineId))) return;
  // A sign-up joining a squad becomes a player of the league: its person and its profile.
  const signed = line.registrationId ? await signSignup(db, line.registrationId) : null;
  const added = await addSquadLine(db, {
    teamId: signing.teamId,
    tournamentId: squadTournament(record),
    name: line.name,
    role: squadRole(line.role, signing.lotId === null),
    playerId: line.playerId ?? signed?.profileId ?? null,
    personId: signed?.personId ?? (await personOf(db, { playerId: line.playerId, personId: row?.personId ?? null })),
  });
  if (!added) return;
  await db.update(auctionPool).set({ squadLineId: added.id }).where(eq(auctionPool.id, signing.poolId));
  if (signing.lotId !== null && record.playerFeePaise > 0)
    await addCharge(db, {
      source: chargeSource(record.id, signing.poolId),
      personId: added.personId,
      name: line.name,
      reason: `Bought at ${record.name}`,
      amountPaise: record.playerFeePaise,
    });
}

/**
 * An undone sale: the squad line it wrote and its unpaid dues line go. A sign-up's person and
 * profile stay (they are the sign-up's, as approval makes them; other lines may point at them).
 */
export async function leaveSquad(db: Executor, record: AuctionRecord, signing: Signing): Promise<void> {
  const [row] = await db.select({ squadLineId: auctionPool.squadLineId }).from(auctionPool).where(eq(auctionPool.id, signing.poolId));
  if (row?.squadLineId) await removeSquadLine(db, row.squadLineId);
  await db.update(auctionPool).set({ squadLineId: null }).where(eq(auctionPool.id, signing.poolId));
  await dropCharge(db, chargeSource(record.id, signing.poolId));
}

/** These signings in their squads (the start writes the captains; the close, anything missing). */
export async function writeSquads(db: Executor, record: AuctionRecord, signings: Signing[]): Promise<void> {
  for (const signing of signings) await joinSquad(db, record, signing);
}

/** The start: the auction's tournament becomes the one each of its teams' pages shows. */
export async function startSquads(db: Executor, record: AuctionRecord, teamIds: string[]): Promise<void> {
  const tournamentId = squadTournament(record);
  if (tournamentId) await makeTournamentCurrent(db, teamIds, tournamentId);
}
