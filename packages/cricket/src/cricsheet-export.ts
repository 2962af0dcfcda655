/** toCricsheet: a match's log written as a Cricsheet 1.1.0 file whose deliveries equal the log's. */
import type { EventOf, LoggedEvent, MatchSetup } from './events';
import type { CricsheetInfo } from './cricsheet-import';
import { effectiveEvents, groupLog } from './replay';
import { scorecardFromLog } from './scorecard';
import type { MatchResult } from './types';

export interface ExportableMatch {
  setup: MatchSetup;
  info?: Partial<CricsheetInfo>;
  /** The day the file is written (YYYY-MM-DD), Cricsheet's `meta.created`; the match's last day when not given. */
  created?: string;
}

/**
 * An 8-hex identifier for a name the file's register does not know: FNV-1a of the team and
 * the order the name is met in, never of the name itself, so a hidden child's placeholder
 * cannot be undone by hashing guessed names.
 */
export function registryId(team: string, ordinal: number): string {
  let hash = 0x811c9dc5;
  for (const ch of `${team}\u0000${ordinal}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function deliveryBody(e: EventOf<'delivery'>): Record<string, unknown> {
  const { id: _id, seq: _seq, type: _type, innings: _innings, team: _team, over: _over, superOver: _superOver, ...delivery } = e;
  return delivery;
}

/** The file's outcome; undefined while the match is unfinished (a live export claims no result). */
function outcomeOf(result: MatchResult | undefined): Record<string, unknown> | undefined {
  if (!result) return undefined;
  if (result.type === 'no-result') return { result: 'no result' };
  // Cricsheet has no abandoned matches; this extension keeps an export of one re-importable.
  if (result.type === 'abandoned') return { result: 'abandoned' };
  // Cricsheet's shapes: { result: 'tie', eliminator } after a super over, and a method ("D/L")
  // on a tie or win the rain rule decided; an importer credits the first innings by it.
  const outcome: Record<string, unknown> = result.type === 'tie' ? { result: 'tie' } : { winner: result.winner };
  if (result.superOverWinner) outcome.eliminator = result.superOverWinner;
  if (result.by) outcome.by = { ...result.by };
  if (result.method) outcome.method = result.method === 'awarded' ? 'Awarded' : result.method;
  return outcome;
}

export function toCricsheet(match: ExportableMatch, events: readonly LoggedEvent[]): Record<string, unknown> {
  const effective = effectiveEvents(events);
  const log = groupLog(effective);
  const card = scorecardFromLog(match.setup, log);
  const info = match.info ?? {};

  const players: Record<string, string[]> = {};
  for (const [team, list] of log.lineups) players[team] = [...list];
  if (log.lineups.size === 0 && info.players) Object.assign(players, info.players);

  const penalties = new Map<number, { pre?: number; post?: number }>();
  for (const e of effective) {
    if (e.type !== 'penalty') continue;
    const p = penalties.get(e.innings) ?? {};
    const when = e.when ?? 'post';
    p[when] = (p[when] ?? 0) + e.runs;
    penalties.set(e.innings, p);
  }

  const innings = log.innings.map((inn, k) => {
    const overs = new Map<number, Record<string, unknown>[]>();
    const bodies = inn.deliveries.map(deliveryBody);
    // Cricsheet has no event between balls: a retirement or timed out rides on the ball
    // before it (or, before the first ball, on the first), as its files record them.
    for (const o of inn.offBall) {
      const body = bodies[Math.max(0, Math.min(o.afterDeliveries, bodies.length) - 1)];
      if (!body) continue;
      body.wickets = [...((body.wickets as unknown[] | undefined) ?? []), { player_out: o.player, kind: o.kind }];
    }
    inn.deliveries.forEach((d, j) => {
      const list = overs.get(d.over) ?? [];
      list.push(bodies[j]!);
      overs.set(d.over, list);
    });
    const out: Record<string, unknown> = {
      team: inn.team,
      overs: [...overs.entries()].sort((a, b) => a[0] - b[0]).map(([over, deliveries]) => ({ over, deliveries })),
    };
    const target = card.innings[k]?.target;
    // Cricsheet's target is runs and overs; a rain method goes in the outcome.
    if (target) out.target = { runs: target.runs, overs: target.overs };
    if (inn.absentHurt.length) out.absent_hurt = [...inn.absentHurt];
    const penalty = penalties.get(inn.index);
    if (penalty) out.penalty_runs = penalty;
    if (inn.superOver) out.super_over = true;
    if (inn.miscounted.size) {
      const calls: Record<string, Record<string, unknown>> = {};
      for (const over of [...inn.miscounted.keys()].sort((a, b) => a - b)) {
        const bowled = inn.deliveries.filter((d) => d.over === over && !d.extras?.wides && !d.extras?.noballs).length;
        const event = effective.find((e) => e.type === 'over-miscounted' && e.innings === inn.index && e.over === over);
        calls[String(over)] = { balls: bowled, ...(event?.type === 'over-miscounted' && event.umpire ? { umpire: event.umpire } : {}) };
      }
      out.miscounted_overs = calls;
    }
    return out;
  });

  const event: Record<string, unknown> = {};
  if (info.eventName) event.name = info.eventName;
  if (info.matchNumber !== undefined) event.match_number = info.matchNumber;
  if (info.stage) event.stage = info.stage;

  // Every name in the file gets an identifier: the imported register's, else a stable one of ours.
  const people: Record<string, string> = { ...(info.registry ?? {}) };
  const teamOf = new Map<string, string>();
  for (const [team, list] of Object.entries(players)) for (const name of list) teamOf.set(name, team);
  let met = 0;
  const name = (n: string | undefined, team: string) => {
    if (n && !people[n]) people[n] = registryId(teamOf.get(n) ?? team, (met += 1));
  };
  for (const [team, list] of Object.entries(players)) for (const n of list) name(n, team);
  for (const inn of log.innings) {
    const fielding = match.setup.teams.find((t) => t !== inn.team) ?? inn.team;
    for (const d of inn.deliveries) {
      name(d.batter, inn.team);
      name(d.non_striker, inn.team);
      name(d.bowler, fielding);
      for (const w of d.wickets ?? []) {
        name(w.player_out, inn.team);
        for (const f of w.fielders ?? []) name(f.name, fielding);
      }
    }
  }

  const dates = info.dates ?? [];
  const outInfo: Record<string, unknown> = {
    balls_per_over: match.setup.format.ballsPerOver,
    dates,
    // Cricsheet requires it; an imported file's own, else 'male', the documented default (no
    // tournament records one).
    gender: info.gender ?? 'male',
    match_type: info.matchType ?? (match.setup.format.oversPerInnings === 20 ? 'T20' : 'ODM'),
    overs: match.setup.format.oversPerInnings,
    players,
    // In the order names are met (lineups first), not sorted by name: a placeholder keeps no trace of where its name fell.
    registry: { people },
    team_type: info.teamType ?? 'club',
    teams: [...match.setup.teams],
  };
  const outcome = outcomeOf(card.result);
  if (outcome) outInfo.outcome = outcome;
  if (info.city) outInfo.city = info.city;
  if (Object.keys(event).length) outInfo.event = event;
  if (info.season) outInfo.season = info.season;
  if (card.toss) outInfo.toss = { ...card.toss };
  if (info.venue) outInfo.venue = info.venue;

  const created = match.created ?? dates.at(-1) ?? '1970-01-01';
  return { meta: { data_version: '1.1.0', created, revision: 1 }, info: outInfo, innings };
}
