/**
 * Who each scorecard line is (part 3 spec 1: statistics come from scorecards). A scorecard
 * holds names as they were typed; a line is bound to a person through the squad of its team
 * in the match's tournament, by any name that squad member is known by (the line's own name,
 * else the person's current or older names, so a rename keeps every earlier figure), or to
 * the roster profile an admin linked with `player_id`; in an imported Cricsheet match, a
 * name the file's register lists is bound to that identifier's person (one record across
 * every file). A name in neither (a guest) is bound to nobody: a line of its own, by team
 * and name, never merged into someone of the same name elsewhere in the league.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import type { Scorecard as EngineScorecard } from '@league/cricket';
import { matches } from '@league/schedule/schema';
import { teamPlayers } from '@league/teams/schema';
import { namesOfPeople, peopleOfRegistry } from '@league/people/server';
import { playersSchema, profileIsPublic } from '@league/players/server';
import { matchImports, matchSummaries } from './schema';

const { players } = playersSchema;

export interface ScoredCard {
  id: string;
  tournamentId: string | null;
  matchDate: Date;
  team1: string;
  team2: string;
  team1Id: string | null;
  team2Id: string | null;
  scorecard: EngineScorecard;
}

/** The columns a ScoredCard is read from (its scorecard as stored: cast where it is known to be there). */
export const scoredCardColumns = {
  id: matches.id,
  tournamentId: matches.tournamentId,
  matchDate: matches.matchDate,
  team1: matches.team1,
  team2: matches.team2,
  team1Id: matches.team1Id,
  team2Id: matches.team2Id,
  scorecard: matchSummaries.scorecard,
};

/** Every fixture with a summary (one tournament's when `tournamentId` is given), oldest first. */
export async function loadScoredCards(db: Executor, tournamentId?: string): Promise<ScoredCard[]> {
  const rows = await db
    .select(scoredCardColumns)
    .from(matches)
    .innerJoin(matchSummaries, eq(matchSummaries.matchId, matches.id))
    .where(tournamentId ? eq(matches.tournamentId, tournamentId) : undefined)
    .orderBy(matches.matchDate, matches.id);
  return rows.map((r) => ({ ...r, scorecard: r.scorecard as unknown as EngineScorecard }));
}

/** A roster profile as the rankings need it: who, whether visitors may see it, and nothing else. */
export interface ProfileRef {
  id: string;
  name: string;
  personId: string | null;
  isPublic: boolean;
}

/** What a scorecard line was bound to. `key` is the same for every line of one person. */
export interface Binding {
  key: string;
  personId?: string;
  profile?: ProfileRef;
}

export interface Binder {
  bind(card: ScoredCard, team: string, name: string): Binding;
}

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const squadKey = (teamId: string, tournamentId: string | null) => `${teamId}|${tournamentId ?? ''}`;

interface SquadLine {
  personId: string | null;
  playerId: string | null;
}

/** Loads the squads of the cards' teams and the roster, once, and binds lines from memory. */
export async function createBinder(db: Executor, cards: ScoredCard[]): Promise<Binder> {
  const teamIds = [...new Set(cards.flatMap((c) => [c.team1Id, c.team2Id]).filter((id): id is string => Boolean(id)))];
  const [lines, roster] = await Promise.all([
    teamIds.length
      ? db
          .select({
            teamId: teamPlayers.teamId,
            tournamentId: teamPlayers.tournamentId,
            name: teamPlayers.name,
            personId: teamPlayers.personId,
            playerId: teamPlayers.playerId,
          })
          .from(teamPlayers)
          .where(inArray(teamPlayers.teamId, teamIds))
      : Promise.resolve([]),
    db.select({ id: players.id, name: players.name, personId: players.personId, isPublic: sql<boolean>`${profileIsPublic()}` }).from(players),
  ]);

  // Squads by team and tournament, then by folded name; a name two people share binds no one.
  const namesOf = await namesOfPeople(
    db,
    lines.flatMap((l) => (l.personId ? [l.personId] : [])),
  );
  const squads = new Map<string, Map<string, SquadLine | null>>();
  const claim = (squad: Map<string, SquadLine | null>, name: string, line: SquadLine) => {
    const k = fold(name);
    const seen = squad.get(k);
    const same = seen && (seen.personId ?? seen.playerId) === (line.personId ?? line.playerId);
    squad.set(k, seen === undefined || same ? line : null);
  };
  const squadOf = (line: (typeof lines)[number]) => {
    const key = squadKey(line.teamId, line.tournamentId);
    const squad = squads.get(key) ?? new Map<string, SquadLine | null>();
    squads.set(key, squad);
    return squad;
  };
  for (const line of lines) claim(squadOf(line), line.name, { personId: line.personId, playerId: line.playerId });
  // Then each member's other names (a rename, an older spelling), where no line's own name is them.
  const aliases = new Map<string, Map<string, SquadLine | null>>();
  for (const line of lines) {
    if (!line.personId) continue;
    const key = squadKey(line.teamId, line.tournamentId);
    const own = aliases.get(key) ?? new Map<string, SquadLine | null>();
    aliases.set(key, own);
    for (const name of namesOf.get(line.personId) ?? []) {
      if (!squads.get(key)!.has(fold(name))) claim(own, name, { personId: line.personId, playerId: line.playerId });
    }
  }
  for (const [key, own] of aliases) for (const [k, line] of own) squads.get(key)!.set(k, line);

  // Imported matches: each file's register (name -> identifier) and the people of those identifiers.
  const registers = await registersOf(db, cards);

  const profiles = new Map<string, ProfileRef>();
  const byPerson = new Map<string, ProfileRef>();
  for (const p of roster) {
    const profile = { ...p, isPublic: Boolean(p.isPublic) };
    profiles.set(p.id, profile);
    if (p.personId && !byPerson.has(p.personId)) byPerson.set(p.personId, profile);
  }

  const ofProfile = (profile: ProfileRef): Binding =>
    profile.personId ? { key: `person:${profile.personId}`, personId: profile.personId, profile } : { key: `profile:${profile.id}`, profile };

  const cache = new Map<string, Binding>();
  const bind = (card: ScoredCard, team: string, name: string): Binding => {
    const teamId = team === card.team1 ? card.team1Id : team === card.team2 ? card.team2Id : null;
    const memo = `${card.tournamentId ?? ''}|${teamId ?? team}|${name}`;
    const known = cache.get(memo);
    if (known) return known;
    let found: Binding | null = null;
    // The tournament's squad, or (as the scorer's pack offers) the team's squad from before
    // tournaments when it has none for this one.
    const squad = teamId ? (squads.get(squadKey(teamId, card.tournamentId)) ?? squads.get(squadKey(teamId, null))) : undefined;
    const line = squad?.get(fold(name));
    if (line?.personId) {
      const profile = byPerson.get(line.personId);
      found = { key: `person:${line.personId}`, personId: line.personId, ...(profile ? { profile } : {}) };
    } else if (line?.playerId) {
      // Linked by an admin to a profile (part 2), before person records existed.
      const profile = profiles.get(line.playerId);
      found = profile ? ofProfile(profile) : { key: `profile:${line.playerId}` };
    }
    if (!found) {
      const personId = registers.get(card.id)?.get(name);
      if (personId) {
        const profile = byPerson.get(personId);
        found = { key: `person:${personId}`, personId, ...(profile ? { profile } : {}) };
      }
    }
    // Not in the match's squads or its file's register, or a name two squad members share:
    // bound to nobody, the engine's own line for this team and typed name.
    const binding = found ?? { key: `name:${team}\u0000${name}` };
    cache.set(memo, binding);
    return binding;
  };
  return { bind };
}

/** For each imported card: its file's register, as name -> the person of that identifier (a merged record's survivor). */
async function registersOf(db: Executor, cards: ScoredCard[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (!cards.length) return out;
  const imports = await db
    .select({ matchId: matchImports.matchId, register: sql<Record<string, string> | null>`${matchImports.info}->'registry'` })
    .from(matchImports)
    .where(
      inArray(
        matchImports.matchId,
        cards.map((c) => c.id),
      ),
    );
  const personOf = await peopleOfRegistry(
    db,
    imports.flatMap((i) => Object.values(i.register ?? {})),
  );
  for (const { matchId, register } of imports) {
    const names = new Map<string, string>();
    for (const [name, id] of Object.entries(register ?? {})) {
      const person = personOf.get(id);
      if (person) names.set(name, person);
    }
    out.set(matchId, names);
  }
  return out;
}

/** The profile id a binding stands for (an admin's `player_id` link without a profile row included). */
export function profileIdOf(binding: Binding): string | undefined {
  return binding.profile?.id ?? (binding.key.startsWith('profile:') ? binding.key.slice('profile:'.length) : undefined);
}

/**
 * The card with every name (batters, bowlers, the bowler and fielders of each dismissal)
 * replaced by its binding's key, so the engine sums one person's lines as one.
 */
export function relabel(card: ScoredCard, binder: Binder, seen: (binding: Binding, team: string, name: string) => void): EngineScorecard {
  const { scorecard } = card;
  const as = (team: string, name: string) => {
    const binding = binder.bind(card, team, name);
    seen(binding, team, name);
    return binding.key;
  };
  return {
    ...scorecard,
    innings: scorecard.innings.map((inn) => {
      const fielding = scorecard.teams.find((t) => t !== inn.team) ?? '';
      return {
        ...inn,
        batting: inn.batting.map((e) => ({
          ...e,
          name: as(inn.team, e.name),
          ...(e.bowler ? { bowler: as(fielding, e.bowler) } : {}),
          ...(e.fielders ? { fielders: e.fielders.map((f) => as(fielding, f)) } : {}),
        })),
        bowling: inn.bowling.map((e) => ({ ...e, name: as(fielding, e.name) })),
      };
    }),
  };
}
