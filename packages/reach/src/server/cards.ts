/**
 * What each public page says when it is shared: its title, a description, and the picture
 * its image shows, read from the league's data. Every string of a card passes through the
 * visibility rule before it leaves here (part 3 spec section 1): a hidden child's name never
 * reaches a title, a description or an image.
 */
import { filterValue, HttpError, type Executor, type PublicFilter } from '@league/core/server';
import { getMatch, listMatches } from '@league/schedule/server';
import { eq } from 'drizzle-orm';
import { getTeam, listTeams, squadPlaces } from '@league/teams/server';
import type { Player } from '@league/players/contract';
import { listPublicPlayers, playersSchema, publicPlayersByIds } from '@league/players/server';
import { computeCareers, listTournaments, readScorecard, readStandings, siteFigures } from '@league/tournaments/server';
import { countOf, playerHeadline, type PlayerCard, type PlayerFigures, type ShareKind } from '../contract';
import { pagePaths, type SitePage } from './pages';
import type { CardPicture } from './svg';

interface ShareCard {
  kind: ShareKind;
  id: string;
  /** The page the card describes, e.g. `/matches/{id}`. */
  path: string;
  title: string;
  description: string;
  picture: CardPicture;
}

export interface CardContext {
  db: Executor;
  leagueName: string;
  timeZone: string;
  /** The site's host, printed on each image. */
  host: string;
}

type Draft = Omit<ShareCard, 'kind' | 'id'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The card of one page, filtered; null when there is no such match, team or player. */
export async function loadCard(ctx: CardContext, kind: ShareKind, id: string, filter: PublicFilter): Promise<ShareCard | null> {
  const draft = await draftOf(ctx, kind, id);
  return draft ? filterValue(filter, { ...draft, kind, id }) : null;
}

async function draftOf(ctx: CardContext, kind: ShareKind, id: string): Promise<Draft | null> {
  switch (kind) {
    case 'site':
      return siteCard(ctx, id);
    case 'match':
      return UUID.test(id) ? matchCard(ctx, id) : null;
    case 'standings':
      return standingsCard(ctx, id);
    case 'team':
      return UUID.test(id) ? teamCard(ctx, id) : null;
    case 'player':
      return playerCard(ctx, id);
  }
}

/** The pages with no data of their own: the league's card, titled for the page. */
const SITE_PAGES: Record<SitePage, { title: string; description: string }> = {
  '/': { title: '', description: 'Fixtures, live scores, results, the points table, teams and players of the league.' },
  '/about': { title: 'About', description: 'The story of the league, its grounds and the people who run it.' },
  '/teams': { title: 'Teams', description: 'Every team in the league with its captain and squad.' },
  '/schedule': { title: 'Schedule', description: 'Upcoming fixtures, live matches and results.' },
  '/gallery': { title: 'Gallery', description: 'Photos from the league’s matches and events.' },
  '/players': { title: 'Players', description: 'Player profiles with batting, bowling and fielding records.' },
  '/stats': { title: 'Stats', description: 'Top run-scorers, wicket-takers and fielders of the season.' },
};

function siteCard(ctx: CardContext, id: string): Draft | null {
  const path = id === 'home' ? '/' : `/${id}`;
  if (!Object.hasOwn(SITE_PAGES, path)) return null;
  const page = SITE_PAGES[path as SitePage];
  const title = page.title ? `${page.title} | ${ctx.leagueName}` : ctx.leagueName;
  return {
    path,
    title,
    description: page.description,
    picture: {
      eyebrow: ctx.leagueName,
      heading: page.title || 'Cricket for the whole neighbourhood',
      subheading: page.description,
      rows: [],
      footer: ctx.host,
    },
  };
}

function startTime(ctx: CardContext, iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: ctx.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

async function matchCard(ctx: CardContext, id: string): Promise<Draft | null> {
  const fixture = await getMatch(ctx.db, id);
  if (!fixture) return null;
  // Gone since getMatch is not-found (no card yet); any other failure is the database's, and
  // must not become a "Starts …" card for a finished match.
  const card = await readScorecard(ctx.db, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
  const [team1, team2] = [fixture.team1, fixture.team2];
  const versus = `${team1} vs ${team2}`;
  const innings = (card?.innings ?? []).filter((inn) => !inn.superOver);
  const score = (inn: (typeof innings)[number]) => `${inn.runs}/${inn.wickets} (${inn.overs} ov)`;
  const status = card?.status ?? fixture.status;
  const start = startTime(ctx, fixture.matchDate);
  const where = fixture.venue ? ` at ${fixture.venue}` : '';

  let headline: string;
  let description: string;
  if (status === 'completed' || status === 'abandoned') {
    headline = card?.result?.text ?? fixture.result ?? (status === 'abandoned' ? 'Match abandoned' : 'Result to come');
    description = [headline, ...innings.map((inn) => `${inn.team} ${score(inn)}`)].join('. ');
  } else if (status === 'live' && innings.length) {
    const now = innings[innings.length - 1]!;
    const target = now.target ? `, target ${now.target.runs}` : '';
    headline = `Live: ${now.team} ${score(now)}${target}`;
    description = `${headline}. Follow it ball by ball.`;
  } else {
    headline = `Starts ${start}`;
    description = `${versus}, ${start}${where}.`;
  }

  const rows = innings.flatMap((inn) => {
    const top = [...inn.batting].sort((a, b) => b.runs - a.runs)[0];
    const best = [...inn.bowling].sort((a, b) => b.wickets - a.wickets || a.runs - b.runs)[0];
    const lines = [{ cells: [inn.team, score(inn)], strong: true }];
    const stars = [
      top && top.balls > 0 ? `${top.name} ${top.runs} (${top.balls})` : '',
      best && best.balls > 0 ? `${best.name} ${best.wickets}/${best.runs}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
    if (stars) lines.push({ cells: [stars], strong: false });
    return lines;
  });
  return {
    path: `/matches/${id}`,
    title: `${versus}: ${headline}`,
    description,
    picture: {
      eyebrow: status === 'live' ? `Live · ${ctx.leagueName}` : ctx.leagueName,
      heading: versus,
      subheading: innings.length ? headline : `${start}${where}`,
      rows: rows.length ? rows : [{ cells: [status === 'scheduled' ? 'Upcoming fixture' : headline] }],
      footer: ctx.host,
      live: status === 'live',
    },
  };
}

/** The table shared from /standings: the active tournament, else the newest. */
async function standingsCard(ctx: CardContext, id: string): Promise<Draft | null> {
  const all = await listTournaments(ctx.db);
  const tournament = id === 'current' ? (all.find((t) => t.status === 'active') ?? all[0]) : all.find((t) => t.id === id);
  if (!tournament) {
    if (id !== 'current') return null;
    return {
      path: '/standings',
      title: `Points table | ${ctx.leagueName}`,
      description: 'The league’s points table.',
      picture: { eyebrow: ctx.leagueName, heading: 'Points table', rows: [], footer: ctx.host },
    };
  }
  const table = await readStandings(ctx.db, tournament.id);
  const name = tournament.section && !tournament.name.includes(tournament.section) ? `${tournament.name} (${tournament.section})` : tournament.name;
  const leader = table[0];
  const description = leader
    ? `${leader.team} lead with ${leader.points} points from ${leader.played} matches. The full table with net run rates.`
    : `The points table of ${name}.`;
  const nrr = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(3)}`;
  return {
    path: '/standings',
    title: `Points table: ${name} | ${ctx.leagueName}`,
    description,
    picture: {
      eyebrow: `Points table · ${tournament.season}`,
      heading: name,
      columns: [
        { x: 80, anchor: 'start' },
        { x: 760, anchor: 'end' },
        { x: 850, anchor: 'end' },
        { x: 940, anchor: 'end' },
        { x: 1120, anchor: 'end' },
      ],
      rows: [
        { cells: ['Team', 'P', 'W', 'Pts', 'NRR'], strong: true },
        ...table.slice(0, 7).map((row, i) => ({ cells: [`${i + 1}. ${row.team}`, `${row.played}`, `${row.won}`, `${row.points}`, nrr(row.nrr)] })),
      ],
      footer: ctx.host,
    },
  };
}

async function teamCard(ctx: CardContext, id: string): Promise<Draft | null> {
  const team = await getTeam(ctx.db, id);
  if (!team) return null;
  const squad = team.players.map((p) => (p.role === 'Player' ? p.name : `${p.name} (${p.role})`));
  const captain = team.captain ? `Captain ${team.captain}. ` : '';
  const pairs: string[][] = [];
  for (let i = 0; i < Math.min(squad.length, 10); i += 2) pairs.push([squad[i]!, squad[i + 1] ?? '']);
  return {
    path: `/teams/${id}`,
    title: `${team.name} | ${ctx.leagueName}`,
    description: `${captain}${team.players.length} players in the squad. Fixtures, results and the squad of ${team.name}.`,
    picture: {
      eyebrow: `${team.section ?? 'Team'} · ${ctx.leagueName}`,
      heading: team.name,
      subheading: team.captain ? `Captain ${team.captain}` : `${team.players.length} players`,
      columns: [
        { x: 80, anchor: 'start' },
        { x: 600, anchor: 'start' },
      ],
      rows: pairs.map((cells) => ({ cells })),
      footer: ctx.host,
    },
  };
}

/** A profile's person record (squad lines and scorecards are bound to people, not profiles). */
async function personOf(db: Executor, playerId: string): Promise<string | null> {
  const { players } = playersSchema;
  const [row] = await db.select({ personId: players.personId }).from(players).where(eq(players.id, playerId));
  return row?.personId ?? null;
}

function figuresOf(f: Pick<Player, 'batting' | 'bowling' | 'fielding'>): PlayerFigures {
  return {
    batting: { matches: f.batting.matches, runs: f.batting.runs, highest: f.batting.highest, average: f.batting.average, strikeRate: f.batting.strikeRate },
    bowling: { wickets: f.bowling.wickets, best: f.bowling.best, economy: f.bowling.economy },
    fielding: { catches: f.fielding.catches, stumpings: f.fielding.stumpings, runouts: f.fielding.runouts },
  };
}

const typedAnything = (f: PlayerFigures) =>
  f.batting.matches + f.batting.runs + f.bowling.wickets + f.fielding.catches + f.fielding.stumpings + f.fielding.runouts > 0;

/**
 * A player as the player page shows them: what a visitor may see of the profile, their record
 * from this site's scorecards (the one ranking the stats page and every list of leaders use),
 * the figures typed into the profile apart as `beforeSite`, and the team of their latest
 * squad line (squads are bound to people, whether typed or filled by an auction).
 */
export async function readPlayerCard(db: Executor, id: string): Promise<PlayerCard | null> {
  if (!UUID.test(id)) return null;
  const [player] = await publicPlayersByIds(db, [id]);
  if (!player) return null;
  const [personId, careers] = await Promise.all([personOf(db, id), computeCareers(db)]);
  const career = careers.find((c) => c.profile?.id === id || (personId !== null && c.personId === personId));
  const place = personId ? (await squadPlaces(db, [personId])).get(personId) : undefined;
  const typed = figuresOf(player);
  return {
    id: player.id,
    name: player.name,
    jerseyNumber: player.jerseyNumber,
    photoUrl: player.photoUrl,
    team: place?.team ?? career?.team ?? null,
    ...figuresOf(siteFigures(career)),
    beforeSite: typedAnything(typed) ? typed : null,
  };
}

async function playerCard(ctx: CardContext, id: string): Promise<Draft | null> {
  const player = await readPlayerCard(ctx.db, id);
  if (!player) return null;
  const { batting, bowling, fielding, beforeSite } = player;
  const jersey = player.jerseyNumber !== null ? ` #${player.jerseyNumber}` : '';
  const before = beforeSite ? ` Before this site: ${countOf(beforeSite.batting.runs, 'run')}, ${countOf(beforeSite.bowling.wickets, 'wicket')}.` : '';
  return {
    path: `/players/${id}`,
    title: `${playerHeadline(player)} | ${ctx.leagueName}`,
    description:
      `${player.name}${player.team ? ` of ${player.team}` : ''}: ${countOf(batting.runs, 'run')} in ${countOf(batting.matches, 'match', 'matches')} ` +
      `(best ${batting.highest}), ${countOf(bowling.wickets, 'wicket')} (best ${bowling.best}), ${countOf(fielding.catches, 'catch', 'catches')}.${before}`,
    picture: {
      eyebrow: `${player.team ?? 'Player'} · ${ctx.leagueName}`,
      heading: `${player.name}${jersey}`,
      ...(beforeSite ? { subheading: `Before this site: ${countOf(beforeSite.batting.runs, 'run')} · ${countOf(beforeSite.bowling.wickets, 'wicket')}` } : {}),
      // Batting on the left, bowling and fielding on the right: room for the line above.
      columns: [
        { x: 80, anchor: 'start' },
        { x: 520, anchor: 'end' },
        { x: 640, anchor: 'start' },
        { x: 1120, anchor: 'end' },
      ],
      rows: [
        { cells: ['Runs', `${batting.runs}`, 'Wickets', `${bowling.wickets}`], strong: true },
        { cells: ['Highest', `${batting.highest}`, 'Best bowling', bowling.best] },
        { cells: ['Strike rate', batting.strikeRate.toFixed(1), 'Catches', `${fielding.catches}`] },
      ],
      footer: ctx.host,
    },
  };
}

/** Every public page's path, matches, teams and players included (sitemap.xml). */
export async function publicPaths(db: Executor): Promise<string[]> {
  const [matches, teams, players] = await Promise.all([listMatches(db), listTeams(db), listPublicPlayers(db)]);
  return pagePaths({
    '/matches/:id': matches.map((m) => m.id),
    '/teams/:id': teams.map((t) => t._id),
    '/players/:id': players.map((p) => p.id),
  });
}
