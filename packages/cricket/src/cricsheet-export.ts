/** toCricsheet: a match's log written as a Cricsheet 1.1.0 file whose deliveries equal the log's. */
import type { EventOf, LoggedEvent, MatchSetup } from './events';
import type { CricsheetInfo } from './cricsheet-import';
import { effectiveEvents, groupLog } from './replay';
import { scorecardFromLog } from './scorecard';
import type { MatchResult } from './types';

export interface ExportableMatch {
  setup: MatchSetup;
  info?: Partial<CricsheetInfo>;
}

function deliveryBody(e: EventOf<'delivery'>): Record<string, unknown> {
  const { id: _id, seq: _seq, type: _type, innings: _innings, team: _team, over: _over, superOver: _superOver, ...delivery } = e;
  return delivery;
}

function outcomeOf(result: MatchResult | undefined): Record<string, unknown> {
  if (!result) return { result: 'no result' };
  if (result.type === 'no-result') return { result: 'no result' };
  // Cricsheet has no abandoned matches; this extension keeps an export of one re-importable.
  if (result.type === 'abandoned') return { result: 'abandoned' };
  if (result.type === 'tie') return result.superOverWinner ? { result: 'tie', eliminator: result.superOverWinner } : { result: 'tie' };
  const outcome: Record<string, unknown> = { winner: result.winner };
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
    for (const d of inn.deliveries) {
      const list = overs.get(d.over) ?? [];
      list.push(deliveryBody(d));
      overs.set(d.over, list);
    }
    const out: Record<string, unknown> = {
      team: inn.team,
      overs: [...overs.entries()].sort((a, b) => a[0] - b[0]).map(([over, deliveries]) => ({ over, deliveries })),
    };
    const target = card.innings[k]?.target;
    if (target) out.target = { ...target };
    if (inn.absentHurt.length) out.absent_hurt = [...inn.absentHurt];
    const penalty = penalties.get(inn.index);
    if (penalty) out.penalty_runs = penalty;
    if (inn.superOver) out.super_over = true;
    return out;
  });

  const event: Record<string, unknown> = {};
  if (info.eventName) event.name = info.eventName;
  if (info.matchNumber !== undefined) event.match_number = info.matchNumber;
  if (info.stage) event.stage = info.stage;

  const outInfo: Record<string, unknown> = {
    balls_per_over: match.setup.format.ballsPerOver,
    dates: info.dates ?? [],
    outcome: outcomeOf(card.result),
    overs: match.setup.format.oversPerInnings,
    players,
    teams: [...match.setup.teams],
  };
  if (match.setup.format.oversPerInnings === 20) outInfo.match_type = 'T20';
  if (info.city) outInfo.city = info.city;
  if (Object.keys(event).length) outInfo.event = event;
  if (info.season) outInfo.season = info.season;
  if (card.toss) outInfo.toss = { ...card.toss };
  if (info.venue) outInfo.venue = info.venue;

  return { meta: { data_version: '1.1.0', revision: 1 }, info: outInfo, innings };
}
