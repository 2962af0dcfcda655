/**
 * The built-in assistant: keyword intents over the question, answered from live league
 * facts. Pure functions (no database, no network), so every answer is unit-tested.
 */
import { upcomingFixtures, type LeagueFacts } from './facts';
import { fixtureLine, leaderLines, playerSummary, sponsorLines, teamSummary, zoneLabel } from './format';
import { matchName, normalize } from './match';

export type Intent =
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
  | 'unknown';

export const UNKNOWN_REPLY = "I'm not sure about that — I can help with teams, players, fixtures, sponsors and registration.";

// Checked in this order: the first that matches wins (a fixture question naming a team is
// still a fixture question; "top run-getters" is not about one player).
const RULES: Array<[Intent, RegExp]> = [
  ['register', /\b(regist\w*|sign (me )?up|signup|enrol+\w*|join\w*)\b/],
  ['auction', /\b(auction\w*|bid\w*)\b/],
  ['press', /\b(press|conference|media)\b/],
  ['sponsors', /\b(sponsor\w*|partner\w*|backers?)\b/],
  [
    'fixtures',
    /\b(fixtures?|schedules?|upcoming|next (match|game|fixture)|when\b.*\b(play\w*|match|game)|kick ?off|(list|show|all)\b.*\b(matches|games))\b/,
  ],
  [
    'topRuns',
    /\b(run ?getters?|run scorers?|orange cap|(top|most|best|highest|leading|lead\w*|leader\w*|who)\b.*\b(runs?|bat\w*|scor\w*))\b/,
  ],
  [
    'topWickets',
    /\b(wicket ?takers?|purple cap|(top|most|best|highest|leading|lead\w*|leader\w*|who)\b.*\b(wickets?|bowl\w*))\b/,
  ],
  ['teams', /\b(teams|which team|what team|how many team\w*|list of team\w*|all team\w*)\b/],
  ['playerCount', /\bhow many players\b/],
  ['greeting', /^(hi|hii+|hello|hey|hiya|namaste|good (morning|afternoon|evening))\b/],
  ['thanks', /\b(thanks?|thank you|thx|cheers)\b/],
];

export function detectIntent(question: string): Intent {
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
  return facts.registrationFormUrl
    ? `You can register through the league's registration form: ${facts.registrationFormUrl}\nFill it in and the organisers will get in touch.`
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
  const lines = sections.map((s) => `${s}: ${facts.teams.filter((t) => t.section === s).map((t) => t.name).join(', ')}`);
  return `There are ${facts.teams.length} teams.\n${lines.join('\n')}\nAsk me about any of them for the captain and squad.`;
}

/** Which named thing a question is about when it names both a player and a team. */
function namedSubject(question: string, facts: LeagueFacts) {
  const player = matchName(question, facts.players, (p) => p.name);
  const team = matchName(question, facts.teams, (t) => t.name);
  const q = ` ${normalize(question)} `;
  const teamFirst =
    team.best && (!player.best || /\b(captain|squad|team|players)\b/.test(q) || q.includes(` ${normalize(team.best.name)} `));
  return { player: teamFirst ? null : player.best, team: team.best, candidates: player.candidates };
}

const LEADERBOARD_WORDS = /\b(top|most|leading|leader\w*|highest|best|getters?|takers?|who)\b/;

/** Answers one question (the last user message) from the league's facts. */
export function builtInAnswer(question: string, facts: LeagueFacts): string {
  const intent = detectIntent(question);
  const subject = namedSubject(question, facts);
  switch (intent) {
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

/** The team whose squad lists `player`, if any. */
function teamOf(player: string | undefined, facts: LeagueFacts): string | null {
  if (!player) return null;
  const key = player.toLowerCase();
  return facts.teams.find((t) => t.players.some((p) => p.name.toLowerCase() === key))?.name ?? null;
}
