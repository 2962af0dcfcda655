/**
 * The assistant in three languages (part 3 spec 7): which language a question is in, which
 * intent its words (lexicon.ts) name, and the answers in that language from the same facts.
 */
import { formatIndianNumber, formatRupees } from '@league/ui/format';
import { upcomingFixtures, type FixtureFact, type LeagueFacts, type PlayerFact, type TeamFact } from './facts';
import { formatKickOff, zoneLabel } from './format';
import { HINGLISH_MARKERS, INTENT_WORDS, TEMPLATES, UNITS, type Lang } from './lexicon';

export type { Lang } from './lexicon';

const DEVANAGARI = /[\u0900-\u097F]/;
const MARKERS = new Set(HINGLISH_MARKERS);

/** Lower case, nukta gone (सीज़न = सीजन), anything but letters, marks and digits a space. */
export function lexNormalize(text: string): string {
  return text
    .normalize('NFC')
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Devanagari means Hindi; Latin with a Hindi word (lexicon.ts) means Hinglish; else English. */
export function detectLanguage(question: string): Lang {
  if (DEVANAGARI.test(question)) return 'hi';
  const tokens = lexNormalize(question).split(' ');
  return tokens.some((t) => MARKERS.has(t)) ? 'hinglish' : 'en';
}

function wordMatches(word: string, tokens: string[], phrase: string): boolean {
  const w = lexNormalize(word.replace(/\*$/, '')) + (word.endsWith('*') ? '*' : '');
  if (w.includes(' ')) return phrase.includes(` ${w.replace(/\*$/, '')}`);
  if (w.endsWith('*')) return tokens.some((t) => t.startsWith(w.slice(0, -1)));
  return tokens.includes(w);
}

/** True when every " + " group of `pattern` has one of its "|" words in the question. */
export function patternMatches(pattern: string, question: string): boolean {
  const tokens = lexNormalize(question).split(' ');
  const phrase = ` ${tokens.join(' ')} `;
  return pattern.split(' + ').every((group) => group.split('|').some((word) => wordMatches(word.trim(), tokens, phrase)));
}

/** The first intent of the language's list whose words the question has, or null. */
export function lexiconIntent(question: string, lang: Lang): string | null {
  for (const [intent, patterns] of INTENT_WORDS[lang]) if (patterns.some((p) => patternMatches(p, question))) return intent;
  return null;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function kickOff(at: Date, timeZone: string, lang: Lang): string {
  return formatKickOff(at, timeZone, lang === 'hi' ? 'hi-IN' : 'en-IN');
}

function shortDay(at: Date, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', timeZone }).format(at);
}

type Local = 'hi' | 'hinglish';
const T = (lang: Local) => TEMPLATES[lang];

const plays = (team: string, f: { team1: string; team2: string }) => [f.team1, f.team2].some((n) => n.toLowerCase() === team.toLowerCase());

function nextFixtures(facts: LeagueFacts, team: string | null): FixtureFact[] {
  const list = upcomingFixtures(facts);
  return team ? list.filter((f) => plays(team, f)) : list;
}

function fixtureText(f: FixtureFact, facts: LeagueFacts, lang: Local): string {
  const at = f.venue ? fill(T(lang).at, { venue: f.venue }) : '';
  return fill(T(lang).fixtureLine, { when: kickOff(f.at, facts.timeZone, lang), team1: f.team1, team2: f.team2, at });
}

export function fixturesAnswer(lang: Local, facts: LeagueFacts, team: string | null, onlyNext: boolean): string {
  const list = nextFixtures(facts, team);
  const whose = team ? fill(T(lang).whose, { team }) : '';
  if (!list.length) return fill(T(lang).noFixtures, { whose });
  const shown = list.slice(0, onlyNext ? 1 : 5);
  const head = fill(onlyNext ? T(lang).fixturesHead : T(lang).fixturesListHead, { whose, zone: zoneLabel(facts.timeZone, shown[0]!.at) });
  return `${head}\n${shown.map((f) => fixtureText(f, facts, lang)).join('\n')}`;
}

/** Where (and when) the next match is; English too, as no English answer said it before. */
export function venueAnswer(lang: Lang, facts: LeagueFacts, team: string | null): string {
  const t = TEMPLATES[lang];
  const next = nextFixtures(facts, team)[0];
  const whose = team ? fill(t.whose, { team }) : '';
  if (!next) return fill(t.noFixtures, { whose });
  const values = { whose, team1: next.team1, team2: next.team2, when: kickOff(next.at, facts.timeZone, lang), venue: next.venue ?? '' };
  return fill(next.venue ? t.venue : t.venueUnknown, values);
}

export function liveAnswer(lang: Lang, facts: LeagueFacts): string {
  const t = TEMPLATES[lang];
  const live = facts.live ?? [];
  if (!live.length) {
    const next = upcomingFixtures(facts)[0];
    if (!next) return t.noLiveNoNext;
    const vs = lang === 'hi' ? 'बनाम' : 'vs';
    return fill(t.noLive, { next: `${next.team1} ${vs} ${next.team2}, ${kickOff(next.at, facts.timeZone, lang)}` });
  }
  return live
    .map((m) => {
      const innings = m.innings.length
        ? m.innings
            .map((i) =>
              fill(t.inningsLine, {
                team: i.team,
                runs: formatIndianNumber(i.runs),
                wickets: i.wickets,
                overs: i.overs,
                target: i.target ? fill(t.target, { target: formatIndianNumber(i.target) }) : '',
              }),
            )
            .join('\n')
        : '';
      return fill(t.live, { team1: m.team1, team2: m.team2, at: m.venue ? fill(t.liveAt, { venue: m.venue }) : '', innings }).trim();
    })
    .join('\n\n');
}

export function lastSeasonAnswer(lang: Lang, facts: LeagueFacts): string {
  const t = TEMPLATES[lang];
  const seasons = facts.earlierSeasons ?? [];
  if (!seasons.length) return fill(t.noLastSeason, { season: facts.tables?.[0]?.season ?? String(facts.now.getUTCFullYear()) });
  const nobody = lang === 'en' ? 'none' : TEMPLATES[lang].nobody;
  // The facts hold the latest earlier season only (facts.ts).
  return seasons
    .map((s) =>
      fill(t.lastSeason, {
        season: s.season,
        tournament: s.tournament,
        leader: s.leader ?? nobody,
        runName: s.topRun?.name ?? nobody,
        runs: formatIndianNumber(s.topRun?.value ?? 0),
        wicketName: s.topWicket?.name ?? nobody,
        wickets: formatIndianNumber(s.topWicket?.value ?? 0),
      }),
    )
    .join('\n');
}

/** Registration as the site shows it: the form (the settings' link or the league's own) and the fee. */
export function registerAnswer(lang: Lang, facts: LeagueFacts): string | null {
  const url = facts.registration?.formUrl ?? facts.registrationFormUrl;
  const feePaise = facts.registration?.feePaise ?? null;
  if (!url) return lang === 'en' ? null : TEMPLATES[lang].registerClosed;
  const t = TEMPLATES[lang];
  const fee = feePaise ? fill(t.registerFee, { fee: formatRupees(feePaise) }) : '';
  // The league's own form is a path on this site (/register).
  return fill(url.startsWith('/') ? t.registerOwnForm : t.registerOpen, { url, fee });
}

function leaderList(lang: Local, list: Array<{ name: string; value: number }>, unit: string): string {
  return list.map((l, i) => fill(T(lang).leaderLine, { rank: i + 1, name: l.name, value: formatIndianNumber(l.value), unit })).join('\n');
}

export function leadersAnswer(lang: Local, facts: LeagueFacts, kind: 'runs' | 'wickets'): string {
  const list = kind === 'runs' ? facts.topRuns : facts.topWickets;
  const t = T(lang);
  if (!list.length) return kind === 'runs' ? t.noRuns : t.noWickets;
  const top = list[0]!;
  return fill(kind === 'runs' ? t.topRuns : t.topWickets, {
    name: top.name,
    value: formatIndianNumber(top.value),
    list: leaderList(lang, list, UNITS[lang][kind]),
  });
}

const signed = (nrr: number) => {
  const fixed = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && fixed !== '0.000' ? '-' : '+'}${fixed}`;
};

export function tableAnswer(lang: Local, facts: LeagueFacts, team: string | null): string {
  const t = T(lang);
  const tables = (facts.tables ?? []).filter((x) => x.rows.some((r) => r.played > 0));
  if (!tables.length) return t.tableEmpty;
  if (team) {
    for (const table of tables) {
      const at = table.rows.findIndex((r) => r.team.toLowerCase() === team.toLowerCase());
      if (at >= 0) {
        const r = table.rows[at]!;
        return fill(t.tableTeam, { team: r.team, tournament: table.tournament, rank: at + 1, played: r.played, points: r.points, nrr: signed(r.nrr) });
      }
    }
  }
  return tables
    .map((table) => {
      const first = table.rows[0]!;
      const lead = fill(t.table, { team: first.team, points: first.points, played: first.played, won: first.won, tournament: table.tournament });
      const rows = table.rows.map((r, i) => fill(t.tableRow, { rank: i + 1, team: r.team, points: r.points, played: r.played, won: r.won, lost: r.lost }));
      return `${lead}\n${rows.join('\n')}`;
    })
    .join('\n\n');
}

export function resultsAnswer(lang: Local, facts: LeagueFacts, team: string | null): string {
  const t = T(lang);
  const all = facts.results ?? [];
  const list = team ? all.filter((r) => plays(team, r)) : all;
  const whose = team ? fill(t.whose, { team }) : '';
  if (!list.length) return fill(t.noResults, { whose });
  const lines = list
    .slice(0, 3)
    .map((r) => fill(t.resultLine, { team1: r.team1, team2: r.team2, when: shortDay(r.at, facts.timeZone, lang), result: r.result }));
  return fill(t.results, { whose, list: lines.join('\n') });
}

export function teamsAnswer(lang: Local, facts: LeagueFacts): string {
  const t = T(lang);
  if (!facts.teams.length) return t.noTeams;
  const sections = [...new Set(facts.teams.map((x) => x.section))];
  const list = sections
    .map(
      (s) =>
        `${s}: ${facts.teams
          .filter((x) => x.section === s)
          .map((x) => x.name)
          .join(', ')}`,
    )
    .join('\n');
  return fill(t.teams, { count: formatIndianNumber(facts.teams.length), list });
}

export function playerAnswer(lang: Local, p: PlayerFact, teams: TeamFact[]): string {
  const team = teams.find((x) => x.players.some((m) => m.name.toLowerCase() === p.name.toLowerCase()));
  return fill(T(lang).player, {
    name: p.name,
    team: team ? fill(T(lang).playerTeam, { team: team.name }) : '',
    runs: formatIndianNumber(p.batting.runs),
    matches: formatIndianNumber(p.batting.matches),
    highest: p.batting.highest,
    wickets: formatIndianNumber(p.bowling.wickets),
  });
}

export function teamAnswer(lang: Local, team: TeamFact): string {
  return fill(T(lang).team, {
    team: team.name,
    section: team.section,
    captain: team.captain,
    count: formatIndianNumber(team.players.length),
    squad: team.players.map((p) => p.name).join(', '),
  });
}

export function sponsorsAnswer(lang: Local, facts: LeagueFacts): string {
  const t = T(lang);
  if (!facts.sponsors.length) return t.noSponsors;
  return fill(t.sponsors, { list: facts.sponsors.map((s) => `• ${s.companyName}${s.ownerName ? ` (${s.ownerName})` : ''}`).join('\n') });
}
