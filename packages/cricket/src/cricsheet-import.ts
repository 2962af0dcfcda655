/** fromCricsheet: one Cricsheet match file to a setup, its facts, and an event log. */
import type { LoggedEvent, MatchSetup } from './events';
import { cricsheetSchema, type CricsheetOutcome } from './cricsheet-schema';
import { scorecardFromLog } from './scorecard';
import { groupLog } from './replay';
import { MAX_INPUT_DEPTH, nestsDeeperThan } from './input';
import type { MatchResult } from './types';

export interface CricsheetInfo {
  teams: [string, string];
  dates: string[];
  venue?: string;
  city?: string;
  eventName?: string;
  matchNumber?: number;
  stage?: string;
  season?: string;
  toss?: { winner: string; decision: 'bat' | 'field' };
  outcome?: CricsheetOutcome;
  players: Record<string, string[]>;
  /** Cricsheet's people register (name -> identifier), kept for the export. */
  registry?: Record<string, string>;
  gender?: string;
  matchType?: string;
  teamType?: string;
}

export interface ImportedMatch {
  setup: MatchSetup;
  info: CricsheetInfo;
  events: LoggedEvent[];
}

/** Ids derived from position, so importing the same file twice gives the same log. */
export const cricsheetIds = {
  toss: () => 'toss',
  lineup: (team: number) => `lineup-${team}`,
  delivery: (innings: number, over: number, ball: number) => `i${innings}-o${over}-d${ball}`,
  target: (innings: number) => `i${innings}-target`,
  absentHurt: (innings: number, k: number) => `i${innings}-absent-${k}`,
  penalty: (innings: number, when: 'pre' | 'post') => `i${innings}-penalty-${when}`,
  miscounted: (innings: number, over: number) => `i${innings}-miscounted-${over}`,
  result: () => 'result',
};

export function fromCricsheet(json: unknown): ImportedMatch {
  if (nestsDeeperThan(json)) throw new Error(`Not a Cricsheet match: nested deeper than ${MAX_INPUT_DEPTH} levels`);
  const parsed = cricsheetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Not a Cricsheet match (data version 1.0.0 or 1.1.0): ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`);
  }
  const { info, innings } = parsed.data;
  const lineupSizes = Object.values(info.players).map((p) => p.length);
  const setup: MatchSetup = {
    teams: [info.teams[0], info.teams[1]],
    format: {
      oversPerInnings: info.overs ?? Math.max(1, ...innings.map((i) => i.overs.length)),
      ballsPerOver: info.balls_per_over ?? 6,
      playersPerSide: Math.min(11, Math.max(2, ...(lineupSizes.length ? lineupSizes : [11]))),
    },
  };

  const events: LoggedEvent[] = [];
  if (info.toss) events.push({ id: cricsheetIds.toss(), type: 'toss', winner: info.toss.winner, decision: info.toss.decision });
  Object.entries(info.players).forEach(([team, players], k) => {
    events.push({ id: cricsheetIds.lineup(k), type: 'lineups', team, players: [...players] });
  });
  let firstRuns: number | undefined;
  innings.forEach((inn, k) => {
    const superOver = inn.super_over === true;
    if (inn.penalty_runs?.pre) {
      events.push({ id: cricsheetIds.penalty(k, 'pre'), type: 'penalty', innings: k, team: inn.team, runs: inn.penalty_runs.pre, when: 'pre' });
    }
    (inn.absent_hurt ?? []).forEach((player, j) => {
      events.push({ id: cricsheetIds.absentHurt(k, j), type: 'absent-hurt', innings: k, player });
    });
    const runs =
      inn.overs.reduce((sum, o) => sum + o.deliveries.reduce((s, d) => s + d.runs.total, 0), 0) + (inn.penalty_runs?.pre ?? 0) + (inn.penalty_runs?.post ?? 0);
    // Only a revised target is an event: the ordinary one (first innings + 1 off the full quota) is derived.
    const t = inn.target;
    if (!superOver && firstRuns !== undefined && t?.runs !== undefined && t.overs !== undefined) {
      if (t.runs !== firstRuns + 1 || t.overs !== setup.format.oversPerInnings) {
        events.push({ id: cricsheetIds.target(k), type: 'target', innings: k, runs: t.runs, overs: t.overs });
      }
    }
    if (!superOver && firstRuns === undefined) firstRuns = runs;
    for (const over of inn.overs) {
      over.deliveries.forEach((d, j) => {
        const event: LoggedEvent = { id: cricsheetIds.delivery(k, over.over, j), type: 'delivery', innings: k, team: inn.team, over: over.over, ...d };
        if (superOver) event.superOver = true;
        events.push(event);
      });
    }
    for (const [over, call] of Object.entries(inn.miscounted_overs ?? {})) {
      const event: LoggedEvent = { id: cricsheetIds.miscounted(k, Number(over)), type: 'over-miscounted', innings: k, over: Number(over) };
      if (call.umpire) event.umpire = call.umpire;
      events.push(event);
    }
    if (inn.penalty_runs?.post) {
      events.push({ id: cricsheetIds.penalty(k, 'post'), type: 'penalty', innings: k, team: inn.team, runs: inn.penalty_runs.post, when: 'post' });
    }
  });

  // The file's outcome is the truth: a result event is added only where the deliveries alone would say otherwise.
  const derived = scorecardFromLog(setup, groupLog(events)).result;
  const resultEvent = outcomeToEvent(info.outcome);
  if (resultEvent && !sameResult(derived, resultEvent)) events.push({ id: cricsheetIds.result(), ...resultEvent });

  const out: CricsheetInfo = { teams: setup.teams, dates: info.dates, players: info.players, outcome: info.outcome };
  if (info.venue) out.venue = info.venue;
  if (info.city) out.city = info.city;
  if (info.event?.name) out.eventName = info.event.name;
  if (info.event?.match_number !== undefined) out.matchNumber = info.event.match_number;
  if (info.event?.stage) out.stage = info.event.stage;
  if (info.season !== undefined) out.season = String(info.season);
  if (info.toss) out.toss = info.toss;
  if (info.registry && Object.keys(info.registry.people).length) out.registry = { ...info.registry.people };
  if (info.gender) out.gender = info.gender;
  if (info.match_type) out.matchType = info.match_type;
  if (info.team_type) out.teamType = info.team_type;
  return { setup, info: out, events };
}

type ResultBody = Extract<LoggedEvent, { type: 'result' }> extends infer R ? Omit<R, 'id' | 'seq'> : never;

function outcomeToEvent(o: CricsheetOutcome): ResultBody | undefined {
  if (o.result === 'no result' || o.result === 'draw') return { type: 'result', result: 'no-result' };
  if (o.result === 'abandoned') return { type: 'result', result: 'abandoned' };
  if (o.result === 'tie') {
    const event: ResultBody = { type: 'result', result: 'tie' };
    const winner = o.eliminator ?? o.bowl_out;
    if (winner) event.superOverWinner = winner;
    // A tie under the rain rule ("D/L") credits the first innings by it, as a win does.
    if (o.method) event.method = o.method;
    return event;
  }
  if (!o.winner) return undefined;
  const awarded = o.method?.toLowerCase() === 'awarded';
  const event: ResultBody = { type: 'result', result: awarded ? 'awarded' : 'win', winner: o.winner };
  if (o.method && !awarded) event.method = o.method;
  if (o.by && (o.by.runs !== undefined || o.by.wickets !== undefined)) {
    event.by = o.by.runs !== undefined ? { runs: o.by.runs } : { wickets: o.by.wickets! };
  }
  return event;
}

function sameResult(derived: MatchResult | undefined, e: ResultBody): boolean {
  if (!derived) return false;
  const type = e.result === 'awarded' ? 'win' : e.result;
  if (derived.type !== type || derived.method !== (e.result === 'awarded' ? 'awarded' : e.method)) return false;
  if (type === 'tie') return derived.superOverWinner === e.superOverWinner;
  if (type !== 'win') return true;
  return derived.winner === e.winner && derived.by?.runs === e.by?.runs && derived.by?.wickets === e.by?.wickets;
}
