/**
 * The built-in assistant: keyword intents over the question, answered from live league
 * facts. Pure functions (no database, no network), so every answer is unit-tested.
 */
import { formatIndianNumber } from '@league/ui/format';
import { upcomingFixtures, type LeagueFacts, type TableFact } from './facts';
import { fixtureLine, leaderLines, playerSummary, sponsorLines, teamSummary, zoneLabel } from './format';
import { matchName, normalize } from './match';
import {
  detectLanguage,
  fill,
  fixturesAnswer,
  lastSeasonAnswer,
  leadersAnswer,
  lexiconIntent,
  liveAnswer,
  patternMatches,
  playerAnswer,
  registerAnswer,
  resultsAnswer,
  sponsorsAnswer,
  tableAnswer,
  teamAnswer,
  teamsAnswer,
  venueAnswer,
  type Lang,
} from './multilingual';
import { TEMPLATES } from './lexicon';

export type Intent =
  | 'nrr'
  | 'table'
  | 'results'
  | 'register'
  | 'auction'
  | 'press'
  | 'sponsors'
  | 'fixtures'
  | 'topRuns'
  | 'topWickets'
  | 'teams'
  | 'playerCount'
  | 'greeting'
  | 'thanks'
  | 'live'
  | 'lastSeason'
  | 'venue'
  | 'unknown';

/** The answer to a question about someone whose name the visibility rule hides (part 3 section 1). */
export const HIDDEN_PERSON_REPLY = "I can't share details about that player. Ask the league's organisers if you are their parent or guardian.";

export const UNKNOWN_REPLY = "I'm not sure about that — I can help with teams, players, fixtures, sponsors and registration.";

// Checked in this order: the first that matches wins (a fixture question naming a team is
// still a fixture question; "top run-getters" is not about one player).
const RULES: Array<[Intent, RegExp]> = [
  ['nrr', /\b(nrr|net run ?rate)\b/],
  ['table', /\b(points? table|standings?|league table|the table|ladder|top of the (table|league)|(which|what) position)\b/],
  ['results', /\b(who won|who (beat|lost)|results?|scores? of|final score|won (by|the)|did \w+( \w+)? (win|lose))\b/],
  ['register', /\b(regist\w*|sign (me )?up|signup|enrol+\w*|join\w*)\b/],
  ['auction', /\b(auction\w*|bid\w*)\b/],
  ['press', /\b(press|conference|media)\b/],
  ['sponsors', /\b(sponsor\w*|partner\w*|backers?)\b/],
  ['fixtures', /\b(fixtures?|schedules?|upcoming|next (match|game|fixture)|when\b.*\b(play\w*|match|game)|kick ?off|(list|show|all)\b.*\b(matches|games))\b/],
  ['topRuns', /\b(run ?getters?|run scorers?|orange cap|(top|most|best|highest|leading|lead\w*|leader\w*|who)\b.*\b(runs?|bat\w*|scor\w*))\b/],
  ['topWickets', /\b(wicket ?takers?|purple cap|(top|most|best|highest|leading|lead\w*|leader\w*|who)\b.*\b(wickets?|bowl\w*))\b/],
  ['teams', /\b(teams|which team|what team|how many team\w*|list of team\w*|all team\w*)\b/],
  ['playerCount', /\bhow many players\b/],
  ['greeting', /^(hi|hii+|hello|hey|hiya|namaste|good (morning|afternoon|evening))\b/],
  ['thanks', /\b(thanks?|thank you|thx|cheers)\b/],
];

/**
 * The question's intent: the language's words first (lexicon.ts), then the English rules
 * (a Hinglish or Hindi question often carries English words: "next match", "NRR").
 */
export function detectIntent(question: string): Intent {
  return intentIn(question, detectLanguage(question));
}

function intentIn(question: string, lang: Lang): Intent {
  const fromLexicon = lexiconIntent(question, lang) as Intent | null;
  if (fromLexicon) return fromLexicon;
  const q = normalize(question.replace(/-/g, ' '));
  for (const [intent, pattern] of RULES) if (pattern.test(q)) return intent;
  return 'unknown';
}

const SHOWN_FIXTURES = 5;

function fixturesReply(team: string | null, question: string, facts: LeagueFacts): string {
  let list = upcomingFixtures(facts);
  if (team) list = list.filter((f) => [f.team1, f.team2].some((n) => n.toLowerCase() === team.toLowerCase()));
  const whose = team ? ` for ${team}` : '';
  if (list.length === 0) {
    return `There are no upcoming fixtures${whose} scheduled yet. Stay tuned: fixtures drop on the Schedule page first.`;
  }
  const onlyNext = /\bnext (match|game|fixture)\b/.test(normalize(question));
  const shown = list.slice(0, onlyNext ? 1 : SHOWN_FIXTURES);
  const zone = zoneLabel(facts.timeZone, shown[0]!.at);
  const head = onlyNext ? `The next match${whose} (${zone}):` : `Upcoming fixtures${whose} (times in ${zone}):`;
  const more = !onlyNext && list.length > shown.length ? `\nSee the Schedule page for all ${list.length}.` : '';
  return `${head}\n${shown.map((f) => fixtureLine(f, facts.timeZone)).join('\n')}${more}`;
}

function registerReply(facts: LeagueFacts): string {
  // Open when the settings give a form link or the league's own form is open (issue 32).
  const open = registerAnswer('en', facts);
  return open
    ? `${open}\nFill it in and the organisers will get in touch.`
    : 'Registration is not open yet. Keep an eye on the Live Updates on the home page for the announcement.';
}

function linkReply(kind: 'auction' | 'press', facts: LeagueFacts): string {
  const link = kind === 'auction' ? facts.links.auctionLink : facts.links.pressConferenceLink;
  const label = kind === 'auction' ? 'player auction' : 'press conference';
  // A fixture may carry its own link (the older admin form): the soonest one counts too.
  const next = upcomingFixtures(facts).find((f) => (kind === 'auction' ? f.auctionLink : f.pressLink));
  const matchLink = next ? (kind === 'auction' ? next.auctionLink : next.pressLink) : null;
  const lines: string[] = [];
  if (link) lines.push(`Here is the ${label} link: ${link}`);
  if (matchLink && matchLink !== link) lines.push(`For ${next!.team1} vs ${next!.team2}: ${matchLink}`);
  return lines.length ? lines.join('\n') : `The ${label} link has not been announced yet. Check back on the Schedule page soon.`;
}

function teamsReply(facts: LeagueFacts): string {
  if (facts.teams.length === 0) return 'No teams have been announced yet.';
  const sections = [...new Set(facts.teams.map((t) => t.section))];
  const lines = sections.map(
    (s) =>
      `${s}: ${facts.teams
        .filter((t) => t.section === s)
        .map((t) => t.name)
        .join(', ')}`,
  );
  return `There are ${facts.teams.length} teams.\n${lines.join('\n')}\nAsk me about any of them for the captain and squad.`;
}

/** Which named thing a question is about when it names both a player and a team. */
function namedSubject(question: string, facts: LeagueFacts) {
  const player = matchName(question, facts.players, (p) => p.name);
  const team = matchName(question, facts.teams, (t) => t.name);
  const q = ` ${normalize(question)} `;
  const teamFirst = team.best && (!player.best || /\b(captain|squad|team|players)\b/.test(q) || q.includes(` ${normalize(team.best.name)} `));
  return { player: teamFirst ? null : player.best, team: team.best, candidates: player.candidates };
}

const LEADERBOARD_WORDS = /\b(top|most|leading|leader\w*|highest|best|getters?|takers?|who)\b/;

const SHOWN_RESULTS = 3;

const sign = (nrr: number) => {
  const fixed = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && fixed !== '0.000' ? '-' : '+'}${fixed}`;
};
const plays = (team: string, a: string, b: string) => [a, b].some((n) => n.toLowerCase() === team.toLowerCase());

function resultsReply(team: string | null, facts: LeagueFacts): string {
  const all = facts.results ?? [];
  const list = team ? all.filter((r) => plays(team, r.team1, r.team2)) : all;
  const whose = team ? ` for ${team}` : '';
  if (list.length === 0) return `There are no results${whose} yet. Results show on the Schedule page as soon as a match ends.`;
  const lines = list.slice(0, SHOWN_RESULTS).map((r) => `• ${r.team1} vs ${r.team2} (${shortDate(r.at, facts.timeZone)}): ${r.result}`);
  return `Latest results${whose}:\n${lines.join('\n')}\nEvery scorecard is on the Schedule page.`;
}

function shortDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(at);
}

function tableLines(table: TableFact): string {
  const rows = table.rows.map((r, i) => `${i + 1}. ${r.team}: ${r.points} pts, NRR ${sign(r.nrr)} (P${r.played} W${r.won} L${r.lost})`);
  return `${table.tournament}:\n${rows.join('\n')}`;
}

function tableReply(team: string | null, facts: LeagueFacts): string {
  const tables = (facts.tables ?? []).filter((t) => t.rows.some((r) => r.played > 0));
  if (tables.length === 0) return 'The points table is empty so far: it fills in as results come in.';
  if (team) {
    for (const t of tables) {
      const at = t.rows.findIndex((r) => r.team.toLowerCase() === team.toLowerCase());
      if (at >= 0) {
        const r = t.rows[at]!;
        return `${r.team} are ${ordinal(at + 1)} in ${t.tournament} with ${r.points} points from ${r.played} matches (NRR ${sign(r.nrr)}).`;
      }
    }
  }
  return `${tables.map(tableLines).join('\n\n')}\nThe full tables are on the Points Table page.`;
}

function nrrReply(team: string | null, facts: LeagueFacts): string {
  const tables = facts.tables ?? [];
  if (!team) {
    const lines = tables.flatMap((t) => t.rows.filter((r) => r.played > 0).map((r) => `${r.team}: ${sign(r.nrr)}`));
    return lines.length
      ? `Net run rates this season:\n${lines.join('\n')}\nAsk about one team to see how it is worked out.`
      : 'No net run rates yet: they appear once matches have results.';
  }
  for (const t of tables) {
    const r = t.rows.find((row) => row.team.toLowerCase() === team.toLowerCase());
    if (r && r.played > 0) {
      return (
        `${r.team}'s net run rate in ${t.tournament} is ${sign(r.nrr)}: ` +
        `${r.runsFor} runs in ${r.oversFaced} overs for, ${r.runsAgainst} runs in ${r.oversBowled} overs against ` +
        `(runs per over scored minus runs per over conceded).`
      );
    }
  }
  return `${team} has no net run rate yet this season.`;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** Answers one question (the last user message) from the league's facts, in its language. */
export function builtInAnswer(question: string, facts: LeagueFacts): string {
  const lang = detectLanguage(question);
  const intent = intentIn(question, lang);
  if (lang !== 'en') return localAnswer(lang, intent, question, facts);
  const subject = namedSubject(question, facts);
  const team = subject.team?.name ?? teamOf(subject.player?.name, facts);
  switch (intent) {
    case 'live':
      return liveAnswer('en', facts);
    case 'lastSeason':
      return lastSeasonAnswer('en', facts);
    case 'venue':
      return venueAnswer('en', facts, team);
    case 'results':
      return resultsReply(subject.team?.name ?? null, facts);
    case 'table':
      return tableReply(subject.team?.name ?? null, facts);
    case 'nrr':
      return nrrReply(team, facts);
    case 'register':
      return registerReply(facts);
    case 'auction':
    case 'press':
      return linkReply(intent, facts);
    case 'sponsors':
      return facts.sponsors.length ? `Our sponsors:\n${sponsorLines(facts)}` : 'No sponsors yet.';
    case 'fixtures':
      return fixturesReply(subject.team?.name ?? teamOf(subject.player?.name, facts), question, facts);
    default:
      break;
  }
  // "How many runs has Rohit Deshmukh scored" is about Rohit; "who has the most runs" is not.
  const aboutLeaders = (intent === 'topRuns' || intent === 'topWickets') && LEADERBOARD_WORDS.test(normalize(question));
  if (subject.player && !aboutLeaders) return playerSummary(subject.player, facts.teams);
  if (intent === 'topRuns') {
    return facts.topRuns.length ? `Top run-getters:\n${leaderLines(facts.topRuns, 'runs')}` : 'No runs have been recorded yet.';
  }
  if (intent === 'topWickets') {
    return facts.topWickets.length ? `Top wicket-takers:\n${leaderLines(facts.topWickets, 'wickets')}` : 'No wickets have been recorded yet.';
  }
  if (subject.team) return teamSummary(subject.team);
  if (subject.candidates.length > 1 && subject.candidates.length <= 5) {
    return `Did you mean ${subject.candidates.map((p) => p.name).join(' or ')}? Ask me again with the full name.`;
  }
  if (intent === 'teams') return teamsReply(facts);
  if (intent === 'playerCount') return `There are ${facts.players.length} players on the league roster.`;
  if (intent === 'greeting') return 'Hello! I can help with teams, players, fixtures, sponsors and registration. What would you like to know?';
  if (intent === 'thanks') return "You're welcome! Anything else about the league?";
  return UNKNOWN_REPLY;
}

const ONLY_NEXT: Record<'hi' | 'hinglish', string> = { hi: 'अगला|अगले|अगली', hinglish: 'agla|agli|agle|next' };

/** The same intents answered in Hindi or Hinglish (lexicon.ts holds the words). */
function localAnswer(lang: 'hi' | 'hinglish', intent: Intent, question: string, facts: LeagueFacts): string {
  const t = TEMPLATES[lang];
  const subject = namedSubject(question, facts);
  const team = subject.team?.name ?? teamOf(subject.player?.name, facts);
  switch (intent) {
    case 'live':
      return liveAnswer(lang, facts);
    case 'lastSeason':
      return lastSeasonAnswer(lang, facts);
    case 'venue':
      return venueAnswer(lang, facts, team);
    case 'register':
      return registerAnswer(lang, facts) ?? t.registerClosed;
    case 'fixtures':
      return fixturesAnswer(lang, facts, team, patternMatches(ONLY_NEXT[lang], question));
    case 'topRuns':
    case 'topWickets':
      return leadersAnswer(lang, facts, intent === 'topRuns' ? 'runs' : 'wickets');
    case 'table':
      return tableAnswer(lang, facts, subject.team?.name ?? null);
    case 'results':
      return resultsAnswer(lang, facts, subject.team?.name ?? null);
    case 'sponsors':
      return sponsorsAnswer(lang, facts);
    case 'teams':
      return teamsAnswer(lang, facts);
    case 'nrr':
      return tableAnswer(lang, facts, team);
    case 'auction':
    case 'press':
      return linkReply(intent, facts);
    default:
      break;
  }
  if (subject.player) return playerAnswer(lang, subject.player, facts.teams);
  if (subject.team) return teamAnswer(lang, subject.team);
  if (intent === 'playerCount') return fill(t.playerCount, { count: formatIndianNumber(facts.players.length) });
  if (intent === 'greeting') return t.greeting;
  if (intent === 'thanks') return t.thanks;
  return t.unknown;
}

/** The team whose squad lists `player`, if any. */
function teamOf(player: string | undefined, facts: LeagueFacts): string | null {
  if (!player) return null;
  const key = player.toLowerCase();
  return facts.teams.find((t) => t.players.some((p) => p.name.toLowerCase() === key))?.name ?? null;
}
