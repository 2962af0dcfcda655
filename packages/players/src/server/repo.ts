/**
 * Players queries. Rows are flat; the contract's nested batting/bowling/fielding groups are
 * built here. Other packages read `listPlayers`; the match centre ranks profiles by their
 * scorecards and shows them through `publicPlayersByIds` and `listPublicPlayers`.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { conflict, notFound, type Executor } from '@league/core/server';
import { MAX_PLAYERS, maskPhone, messages, type Batting, type Bowling, type Fielding, type Player, type PlayerCreate, type PlayerPatch } from '../contract';
import { ensurePersonByPhone, personIsPublicSql, renamePerson, setPersonBirthDate, type PersonReference } from '@league/people/server';
import { lockPhone, profilesOfPhone } from './profiles';
import { players, type NewPlayerRow, type PlayerRow } from './schema';

/** A visitor sees a profile only when its person is public (the people package's rule). */
export const profileIsPublic = () => personIsPublicSql(players.personId);

function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    jerseyNumber: row.jerseyNumber,
    photoUrl: row.photoUrl,
    dob: row.dob,
    batStyle: row.batStyle as Player['batStyle'],
    bowlStyle: row.bowlStyle as Player['bowlStyle'],
    batting: {
      matches: row.battingMatches,
      runs: row.battingRuns,
      balls: row.battingBalls,
      highest: row.battingHighest,
      fifties: row.battingFifties,
      hundreds: row.battingHundreds,
      average: row.battingAverage,
      strikeRate: row.battingStrikeRate,
    },
    bowling: {
      matches: row.bowlingMatches,
      balls: row.bowlingBalls,
      runsConceded: row.bowlingRunsConceded,
      wickets: row.bowlingWickets,
      best: row.bowlingBest,
      average: row.bowlingAverage,
      economy: row.bowlingEconomy,
      fiveFors: row.bowlingFiveFors,
    },
    fielding: {
      catches: row.fieldingCatches,
      stumpings: row.fieldingStumpings,
      runouts: row.fieldingRunouts,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a visitor may see (decisions.md 4): the phone's last four digits and no date of birth. */
export function toPublicPlayer(player: Player): Player {
  const { dob: _dob, ...rest } = player;
  return { ...rest, phone: maskPhone(player.phone) };
}

// Stat groups map to columns key by key, so a PATCH carrying part of a group sets only that part.
function battingColumns(b: Partial<Batting>): Partial<NewPlayerRow> {
  return {
    battingMatches: b.matches,
    battingRuns: b.runs,
    battingBalls: b.balls,
    battingHighest: b.highest,
    battingFifties: b.fifties,
    battingHundreds: b.hundreds,
    battingAverage: b.average,
    battingStrikeRate: b.strikeRate,
  };
}
function bowlingColumns(b: Partial<Bowling>): Partial<NewPlayerRow> {
  return {
    bowlingMatches: b.matches,
    bowlingBalls: b.balls,
    bowlingRunsConceded: b.runsConceded,
    bowlingWickets: b.wickets,
    bowlingBest: b.best,
    bowlingAverage: b.average,
    bowlingEconomy: b.economy,
    bowlingFiveFors: b.fiveFors,
  };
}
function fieldingColumns(f: Partial<Fielding>): Partial<NewPlayerRow> {
  return { fieldingCatches: f.catches, fieldingStumpings: f.stumpings, fieldingRunouts: f.runouts };
}

/** Drops undefined keys: drizzle would otherwise write DEFAULT for them. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function rowOf(input: PlayerCreate): NewPlayerRow {
  return {
    phone: input.phone,
    name: input.name,
    jerseyNumber: input.jerseyNumber ?? null,
    photoUrl: input.photoUrl ?? null,
    dob: input.dob ?? null,
    batStyle: input.batStyle ?? null,
    bowlStyle: input.bowlStyle ?? null,
    ...(battingColumns(input.batting) as object),
    ...(bowlingColumns(input.bowling) as object),
    ...(fieldingColumns(input.fielding) as object),
  };
}

/** Every player, whole (phone and date of birth included), by name. Admin and server use only. */
export async function listPlayers(db: Executor): Promise<Player[]> {
  const rows = await db.select().from(players).orderBy(asc(players.name), asc(players.phone)).limit(MAX_PLAYERS);
  return rows.map(toPlayer);
}

/** Every player as a visitor may see them. */
export async function listPublicPlayers(db: Executor): Promise<Player[]> {
  const rows = await db.select().from(players).where(profileIsPublic()).orderBy(asc(players.name), asc(players.phone)).limit(MAX_PLAYERS);
  return rows.map((row) => toPublicPlayer(toPlayer(row)));
}

export interface PlayerPageQuery {
  q?: string;
  page: number;
  limit: number;
  /** Visitors: public players only, and only the phone digits they can see take part. */
  visitor: boolean;
}

/**
 * One page of a roster search by name (any case), jersey number or phone digits, as the
 * client's search did it when it held the whole roster (spec 5), with the total.
 */
export async function searchPlayerPage(db: Executor, query: PlayerPageQuery): Promise<{ items: Player[]; total: number }> {
  const q = query.q?.trim() ?? '';
  const filters: SQL[] = [];
  if (query.visitor) filters.push(profileIsPublic());
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const either: (SQL | undefined)[] = [ilike(players.name, like)];
    const number = q.replace(/^#/, '');
    if (/^\d{1,6}$/.test(number)) either.push(eq(players.jerseyNumber, Number(number)));
    const digits = q.replace(/[\s*+()-]/g, '');
    if (/^\d{3,15}$/.test(digits)) {
      // A visitor sees "******3210": only those last four digits may match.
      const phone = query.visitor ? sql`right(${players.phone}, 4)` : sql`${players.phone}`;
      either.push(sql`${phone} like ${`%${digits}%`}`);
    }
    filters.push(or(...either)!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(asc(players.name), asc(players.phone))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(players).where(where),
  ]);
  const items = rows.map(toPlayer);
  return { items: query.visitor ? items.map(toPublicPlayer) : items, total: Number(total?.n ?? 0) };
}

/** The profiles of `ids` that visitors may see, as they see them (the rankings' cards). */
export async function publicPlayersByIds(db: Executor, ids: string[]): Promise<Player[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(players)
    .where(and(inArray(players.id, ids), profileIsPublic()));
  return rows.map((row) => toPublicPlayer(toPlayer(row)));
}

export async function countPlayers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(players);
  return Number(row?.n ?? 0);
}

export async function createPlayer(db: Executor, input: PlayerCreate): Promise<Player> {
  if ((await countPlayers(db)) >= MAX_PLAYERS) throw conflict(messages.rosterFull);
  return db.transaction(async (tx) => {
    // The roster form keys a profile by its phone: a phone with a profile is refused here (a
    // second child on a parent's phone gets a profile of her own when her sign-up is approved).
    await lockPhone(tx, input.phone);
    if ((await profilesOfPhone(tx, input.phone)).length) throw conflict(messages.duplicatePhone);
    // One record per person: the profile joins the person with this phone, or makes one,
    // whose birth date decides (with consent) who may see it.
    const personId = await ensurePersonByPhone(tx, { phone: input.phone, name: input.name, birthDateText: input.dob ?? null });
    const [row] = await tx
      .insert(players)
      .values({ ...rowOf(input), personId })
      .returning();
    return toPlayer(row!);
  });
}

const isPhoneKey = (phone: string) => /^\d{6,15}$/.test(phone);
const isProfileId = (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

/** Not a spec text: the roster's routes were keyed by phone, and a phone can now be several profiles. */
export const SHARED_PHONE_MESSAGE = 'More than one player has this phone number: choose the player by their profile';

/**
 * The profile a route's key names: a profile id, or a phone that is one profile's. A phone
 * shared by several (children on a parent's phone) names none of them: 409, never the wrong child.
 */
async function profileIdOf(db: Executor, key: string): Promise<string> {
  if (isProfileId(key)) return key.toLowerCase();
  if (!isPhoneKey(key)) throw notFound(messages.notFound);
  const found = await profilesOfPhone(db, key);
  if (found.length > 1) throw conflict(SHARED_PHONE_MESSAGE);
  if (!found.length) throw notFound(messages.notFound);
  return found[0]!.id;
}

/** Applies a PATCH (`key`: a profile id or its phone): absent fields stay, null clears, stat groups merge. The phone never changes. */
export async function updatePlayer(db: Executor, key: string, patch: PlayerPatch, references: PersonReference[] = []): Promise<Player> {
  const id = await profileIdOf(db, key);
  const [before] = await db.select({ name: players.name, dob: players.dob }).from(players).where(eq(players.id, id));
  const set = defined({
    name: patch.name,
    jerseyNumber: patch.jerseyNumber,
    photoUrl: patch.photoUrl,
    dob: patch.dob,
    batStyle: patch.batStyle,
    bowlStyle: patch.bowlStyle,
    ...battingColumns(patch.batting ?? {}),
    ...bowlingColumns(patch.bowling ?? {}),
    ...fieldingColumns(patch.fielding ?? {}),
  });
  const [row] = await db
    .update(players)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(players.id, id))
    .returning();
  if (!row) throw notFound(messages.notFound);
  // The person is the record: only what this form really changed is written to it (the form
  // sends the whole profile back; its date copy must not undo a date set on the People screen).
  if (row.personId) {
    if (patch.name !== undefined && patch.name !== before?.name) await renamePerson(db, row.personId, patch.name, references);
    if (patch.dob !== undefined && (patch.dob ?? null) !== (before?.dob ?? null)) await setPersonBirthDate(db, row.personId, patch.dob ?? null, references);
  }
  return toPlayer(row);
}

/** Deletes one profile (`key`: its id or its phone). */
export async function deletePlayer(db: Executor, key: string): Promise<void> {
  const id = await profileIdOf(db, key);
  const gone = await db.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  if (gone.length === 0) throw notFound(messages.notFound);
}
