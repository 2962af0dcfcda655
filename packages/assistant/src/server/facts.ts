/**
 * The league as the assistant sees it: read live through the other features' public
 * server doors, and reduced at once to what anyone may be told (no phones, no birthdays).
 */
import type { Executor } from '@league/core/server';
import type { Player } from '@league/players/contract';
import { listTeams } from '@league/teams/server';
import { listPublicPlayers } from '@league/players/server';
import { getGlobalLinks, listMatches } from '@league/schedule/server';
import { listSponsors } from '@league/sponsors/server';
import { computeCareers, readLeaderboards, readMatchState, readStandings, readStats, listTournaments, siteFigures } from '@league/tournaments/server';

export interface TeamFact {
  name: string;
  section: string;
  captain: string;
  players: Array<{ name: string; role: string }>;
}

interface FigureFacts {
  batting: { matches: number; runs: number; highest: number; average: number; strikeRate: number; fifties: number; hundreds: number };
  bowling: { matches: number; wickets: number; best: string; economy: number; average: number };
  fielding: { catches: number; stumpings: number; runouts: number };
}

/**
 * A roster player. `batting`, `bowling` and `fielding` are this site's scorecards (the same
 * figures the stats page and every list of leaders use); `beforeSite` is what was typed into
 * the profile from before this site, told apart when the player is asked about.
 */
export interface PlayerFact extends FigureFacts {
  name: string;
  jerseyNumber: number | null;
  batStyle: string | null;
  bowlStyle: string | null;
  beforeSite?: FigureFacts;
}

export interface FixtureFact {
  team1: string;
  team2: string;
  /** The kick-off instant. */
  at: Date;
  pressLink: string | null;
  auctionLink: string | null;
  /** Where it is played: the fixture's ground (name, address), else its typed venue; null when neither. */
  venue?: string | null;
}

/** A match being scored now (issue 32: "what's the live score"), from its scorecard. */
export interface LiveFact {
  team1: string;
  team2: string;
  venue: string | null;
  innings: Array<{ team: string; runs: number; wickets: number; overs: string; target: number | null }>;
}

/** An earlier season's tournament: its table's leader and its scorecards' leaders. */
export interface SeasonFact {
  season: string;
  tournament: string;
  leader: string | null;
  topRun: { name: string; value: number } | null;
  topWicket: { name: string; value: number } | null;
}

/**
 * Registration as the site shows it (GET /api/config): the form's address (the settings' link,
 * or the league's own /register while it is open) and the fee, in paise.
 */
export interface RegistrationFact {
  formUrl: string | null;
  feePaise: number | null;
}

/** A finished fixture with its result line (operations spec 5: "who won"). */
export interface ResultFact {
  team1: string;
  team2: string;
  at: Date;
  result: string;
}

/** One tournament's points table, from the same standings the /standings page shows. */
export interface TableFact {
  tournament: string;
  season: string;
  rows: Array<{
    team: string;
    played: number;
    won: number;
    lost: number;
    points: number;
    nrr: number;
    runsFor: number;
    oversFaced: string;
    runsAgainst: number;
    oversBowled: string;
  }>;
}

export interface LeagueFacts {
  now: Date;
  /** Times are told in the league's zone (decisions.md 3). */
  timeZone: string;
  teams: TeamFact[];
  players: PlayerFact[];
  topRuns: Array<{ name: string; value: number }>;
  topWickets: Array<{ name: string; value: number }>;
  /** Every fixture, oldest first. */
  fixtures: FixtureFact[];
  links: { pressConferenceLink: string | null; auctionLink: string | null };
  sponsors: Array<{ companyName: string; ownerName: string | null }>;
  registrationFormUrl: string | null;
  /** Results, newest first. */
  results?: ResultFact[];
  /** The current season's tables. */
  tables?: TableFact[];
  /** Matches being scored now. */
  live?: LiveFact[];
  /** The season before the current one: its tournaments (facts.ts reads no older season). */
  earlierSeasons?: SeasonFact[];
  /** The fee (and the form as the settings give it; `registrationFormUrl` is the same address). */
  registration?: RegistrationFact;
}

export interface FactsSettings {
  timeZone: string;
  registrationFormUrl: string | null;
  /** The settings' registration (the same the site shows); overrides `registrationFormUrl`. */
  registration?: RegistrationFact | null;
}

export async function loadLeagueFacts(db: Executor, now: Date, settings: FactsSettings): Promise<LeagueFacts> {
  // One after another: PGlite has a single connection, and a pool gains little here.
  const teams = await listTeams(db);
  // Only profiles a visitor may see: a hidden child's figures never reach an answer or a model.
  const players = await listPublicPlayers(db);
  // One ranking of the scorecards for the leaders and each player's figures (issue 32).
  const careers = await computeCareers(db);
  const boards = await readLeaderboards(db, careers);
  const careerOf = new Map(careers.filter((c) => c.playerId).map((c) => [c.playerId!, c]));
  const matches = await listMatches(db);
  const links = await getGlobalLinks(db);
  const sponsors = await listSponsors(db);
  const { tables, earlier } = await loadTables(db);
  const live: LiveFact[] = [];
  for (const m of matches.filter((x) => x.status === 'live')) {
    const state = await readMatchState(db, m.id);
    live.push({
      team1: m.team1,
      team2: m.team2,
      venue: wherePlayed(m),
      innings: (state?.card?.innings ?? []).map((i) => ({ team: i.team, runs: i.runs, wickets: i.wickets, overs: i.overs, target: i.target?.runs ?? null })),
    });
  }
  const registration = settings.registration ?? { formUrl: settings.registrationFormUrl, feePaise: null };
  return {
    now,
    timeZone: settings.timeZone,
    registrationFormUrl: registration.formUrl,
    registration,
    live,
    earlierSeasons: earlier,
    teams: teams.map((t) => ({
      name: t.name,
      section: t.section,
      captain: t.captain,
      players: t.players.map((p) => ({ name: p.name, role: p.role })),
    })),
    players: players.map((p) => ({
      name: p.name,
      jerseyNumber: p.jerseyNumber ?? null,
      batStyle: p.batStyle ?? null,
      bowlStyle: p.bowlStyle ?? null,
      ...figureFacts(siteFigures(careerOf.get(p.id))),
      beforeSite: figureFacts(p),
    })),
    topRuns: boards.topRuns,
    topWickets: boards.topWickets,
    fixtures: matches.map((m) => ({
      team1: m.team1,
      team2: m.team2,
      at: new Date(m.matchDate),
      pressLink: m.pressLink,
      auctionLink: m.auctionLink,
      venue: wherePlayed(m),
    })),
    links: { pressConferenceLink: links.pressConferenceLink, auctionLink: links.auctionLink },
    sponsors: sponsors.map((s) => ({ companyName: s.companyName, ownerName: s.ownerName ?? null })),
    results: matches
      .filter((m) => m.result)
      .map((m) => ({ team1: m.team1, team2: m.team2, at: new Date(m.matchDate), result: m.result! }))
      .sort((a, b) => b.at.getTime() - a.at.getTime()),
    tables,
  };
}

function figureFacts(p: Pick<Player, 'batting' | 'bowling' | 'fielding'>): FigureFacts {
  return {
    batting: {
      matches: p.batting.matches,
      runs: p.batting.runs,
      highest: p.batting.highest,
      average: p.batting.average,
      strikeRate: p.batting.strikeRate,
      fifties: p.batting.fifties,
      hundreds: p.batting.hundreds,
    },
    bowling: { matches: p.bowling.matches, wickets: p.bowling.wickets, best: p.bowling.best, economy: p.bowling.economy, average: p.bowling.average },
    fielding: { ...p.fielding },
  };
}

/**
 * The tables of the current season (the newest season with an active tournament, else the
 * newest), and each earlier season's tournaments with their leaders, newest first.
 */
async function loadTables(db: Executor): Promise<{ tables: TableFact[]; earlier: SeasonFact[] }> {
  const all = await listTournaments(db);
  const active = all.filter((t) => t.status === 'active');
  const season = (active.length ? active : all)
    .map((t) => t.season)
    .sort()
    .at(-1);
  const current = all.filter((t) => t.season === season);
  const tables: TableFact[] = [];
  for (const t of current) {
    const rows = await readStandings(db, t.id);
    tables.push({ tournament: t.name, season: t.season, rows: rows.map((r) => ({ ...r })) });
  }
  const earlier: SeasonFact[] = [];
  const past = all.filter((t) => season !== undefined && t.season < season).sort((a, b) => b.season.localeCompare(a.season) || a.name.localeCompare(b.name));
  // Only the season before is told (an imported archive of many would be read on every chat).
  const lastSeason = past[0]?.season;
  for (const t of past.filter((p) => p.season === lastSeason)) {
    const rows = await readStandings(db, t.id);
    // That tournament's stats page: its scorecards, the people as they played then.
    const stats = await readStats(db, t.id);
    const bat = [...stats.batting].sort((a, b) => b.runs - a.runs)[0];
    const bowl = [...stats.bowling].sort((a, b) => b.wickets - a.wickets)[0];
    const first = rows[0];
    earlier.push({
      season: t.season,
      tournament: t.name,
      leader: first && first.played > 0 ? first.team : null,
      topRun: bat && bat.runs > 0 ? { name: bat.name, value: bat.runs } : null,
      topWicket: bowl && bowl.wickets > 0 ? { name: bowl.name, value: bowl.wickets } : null,
    });
  }
  return { tables, earlier };
}

/** A fixture's ground as GET /api/matches gives it (name, address; as the calendar shows it), else its typed venue. */
function wherePlayed(m: { ground?: { name: string; address: string | null } | null; venue?: string | null }): string | null {
  return m.ground ? [m.ground.name, m.ground.address].filter(Boolean).join(', ') : (m.venue ?? null);
}

/** Fixtures from now on, soonest first. */
export function upcomingFixtures(facts: LeagueFacts): FixtureFact[] {
  return facts.fixtures.filter((f) => f.at.getTime() >= facts.now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
}
