/** How the built-in assistant words facts: plain text, one fact per line. */
import { formatIndianNumber } from '@league/ui/format';
import type { FixtureFact, LeagueFacts, PlayerFact, TeamFact } from './facts';

/** "Sat, 14 Dec, 4:00 pm" in the league's zone ("शनि, 14 दिस॰, 4:00 pm" in 'hi-IN'). */
export function formatKickOff(at: Date, timeZone: string, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at);
}

/** "IST" for Asia/Kolkata; the zone's id when it has no short name. */
export function zoneLabel(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return part && !/^GMT[+-]/.test(part) ? part : timeZone;
}

export function fixtureLine(f: FixtureFact, timeZone: string): string {
  return `• ${formatKickOff(f.at, timeZone)}: ${f.team1} vs ${f.team2}`;
}

/** "1 fifty", "2 fifties". */
const count = (n: number, one: string, many = `${one}s`) => `${formatIndianNumber(n)} ${n === 1 ? one : many}`;

const number = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, ''));

export function playerSummary(p: PlayerFact, teams: TeamFact[]): string {
  const about = [p.jerseyNumber != null ? `#${p.jerseyNumber}` : null, p.batStyle, p.bowlStyle].filter(Boolean).join(', ');
  const lines = [`${p.name}${about ? ` (${about})` : ''}`];
  const team = teams.find((t) => t.players.some((m) => m.name.toLowerCase() === p.name.toLowerCase()));
  if (team) {
    const role = team.players.find((m) => m.name.toLowerCase() === p.name.toLowerCase())?.role;
    const roleText = { C: 'captain', VC: 'vice-captain', WK: 'wicket-keeper' }[role ?? ''] ?? null;
    lines.push(`Team: ${team.name} (${team.section})${roleText ? `, ${roleText}` : ''}`);
  }
  const b = p.batting;
  lines.push(
    b.matches || b.runs
      ? `Batting on this site: ${count(b.runs, 'run')} in ${count(b.matches, 'match', 'matches')}, highest ${b.highest}, ` +
          `average ${number(b.average)}, strike rate ${number(b.strikeRate)}` +
          [b.hundreds ? `, ${count(b.hundreds, 'hundred')}` : '', b.fifties ? `, ${count(b.fifties, 'fifty', 'fifties')}` : ''].join('')
      : 'Batting on this site: no runs recorded yet',
  );
  const w = p.bowling;
  lines.push(
    w.matches || w.wickets
      ? `Bowling on this site: ${count(w.wickets, 'wicket')} in ${count(w.matches, 'match', 'matches')}, best ${w.best}, economy ${number(w.economy)}`
      : 'Bowling on this site: no wickets recorded yet',
  );
  const f = p.fielding;
  lines.push(`Fielding on this site: ${count(f.catches, 'catch', 'catches')}, ${count(f.stumpings, 'stumping')}, ${count(f.runouts, 'run-out')}`);
  // Typed into the profile, not from a scorecard: said apart, never added to the above.
  const before = p.beforeSite;
  if (before && (before.batting.matches || before.batting.runs || before.bowling.wickets || before.fielding.catches)) {
    lines.push(
      `Before this site: ${count(before.batting.runs, 'run')} in ${count(before.batting.matches, 'match', 'matches')}, ` +
        `${count(before.bowling.wickets, 'wicket')}, ${count(before.fielding.catches, 'catch', 'catches')}`,
    );
  }
  return lines.join('\n');
}

const ROLE_MARK: Record<string, string> = { C: ' (C)', VC: ' (VC)', WK: ' (WK)' };

export function teamSummary(t: TeamFact): string {
  const squad = t.players.map((p) => `${p.name}${ROLE_MARK[p.role] ?? ''}`).join(', ');
  return [
    `${t.name} (${t.section})`,
    `Captain: ${t.captain}`,
    t.players.length ? `Squad (${t.players.length}): ${squad}` : 'No players have been added to the squad yet.',
  ].join('\n');
}

export function leaderLines(list: Array<{ name: string; value: number }>, unit: string): string {
  return list.map((l, i) => `${i + 1}. ${l.name}: ${formatIndianNumber(l.value)} ${unit}`).join('\n');
}

export function sponsorLines(facts: LeagueFacts): string {
  return facts.sponsors.map((s) => `• ${s.companyName}${s.ownerName ? ` (${s.ownerName})` : ''}`).join('\n');
}
