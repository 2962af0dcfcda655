/**
 * Career figures (operations spec 4): the hand-entered figures are "before this site"; what
 * the scorecards add (GET /api/stats, by the profile a scorecard entry links to) is summed
 * on top, with the rates worked out again from the sums.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@league/core/client';
import type { Player } from '../contract';
import { careerFiguresKey } from './keys';

/** A profile's figures from the scorecards, as GET /api/stats gives them. */
export interface ScorecardFigures {
  batting?: { matches: number; innings: number; notOuts: number; runs: number; balls: number; highest: string; fifties: number; hundreds: number };
  bowling?: { matches: number; balls: number; runs: number; wickets: number; best: string; fiveFors: number };
  fielding?: { catches: number; stumpings: number; runOuts: number };
}

type Entry<T> = T & { playerId?: string };
interface CareerAnswer {
  data: {
    batting: Entry<NonNullable<ScorecardFigures['batting']>>[];
    bowling: Entry<NonNullable<ScorecardFigures['bowling']>>[];
    fielding: Entry<NonNullable<ScorecardFigures['fielding']>>[];
  };
}

/** Scorecard figures by profile id; the same cache entry the stats screen's Career tab reads (`careerFiguresKey`). */
export function useScorecardFigures() {
  return useQuery({
    queryKey: careerFiguresKey,
    queryFn: async ({ signal }) => (await api.get<CareerAnswer>('/api/stats', { signal })).data,
    select: (data) => {
      const byId = new Map<string, ScorecardFigures>();
      const at = (id: string) => byId.get(id) ?? byId.set(id, {}).get(id)!;
      for (const b of data.batting) if (b.playerId) at(b.playerId).batting = b;
      for (const w of data.bowling) if (w.playerId) at(w.playerId).bowling = w;
      for (const f of data.fielding) if (f.playerId) at(f.playerId).fielding = f;
      return byId;
    },
    staleTime: 60_000,
  });
}

const ratio = (x: number, y: number) => (y > 0 ? x / y : 0);
const wickets = (best: string) => Number(best.split('/')[0]) || 0;
const conceded = (best: string) => Number(best.split('/')[1]) || 0;
function better(a: string, b: string) {
  return wickets(a) > wickets(b) || (wickets(a) === wickets(b) && conceded(a) < conceded(b)) ? a : b;
}

/** The player's record with the scorecards' figures added: what the profile shows as career. */
export function careerOf(player: Player, added: ScorecardFigures | undefined): Player {
  if (!added) return player;
  const b = player.batting;
  const w = player.bowling;
  const f = player.fielding;
  const sb = added.batting;
  const sw = added.bowling;
  const sf = added.fielding;
  // Dismissals before the site are not stored: runs ÷ average gives them back.
  const outsBefore = b.average > 0 ? Math.round(b.runs / b.average) : 0;
  const runs = b.runs + (sb?.runs ?? 0);
  const balls = b.balls + (sb?.balls ?? 0);
  const outs = outsBefore + (sb ? sb.innings - sb.notOuts : 0);
  const bowlBalls = w.balls + (sw?.balls ?? 0);
  const bowlRuns = w.runsConceded + (sw?.runs ?? 0);
  const bowlWickets = w.wickets + (sw?.wickets ?? 0);
  return {
    ...player,
    batting: {
      matches: b.matches + (sb?.matches ?? 0),
      runs,
      balls,
      highest: Math.max(b.highest, Number.parseInt(sb?.highest ?? '0', 10) || 0),
      fifties: b.fifties + (sb?.fifties ?? 0),
      hundreds: b.hundreds + (sb?.hundreds ?? 0),
      average: ratio(runs, outs),
      strikeRate: ratio(runs * 100, balls),
    },
    bowling: {
      matches: w.matches + (sw?.matches ?? 0),
      balls: bowlBalls,
      runsConceded: bowlRuns,
      wickets: bowlWickets,
      best: sw ? better(w.best, sw.best) : w.best,
      average: ratio(bowlRuns, bowlWickets),
      economy: ratio(bowlRuns * 6, bowlBalls),
      fiveFors: w.fiveFors + (sw?.fiveFors ?? 0),
    },
    fielding: {
      catches: f.catches + (sf?.catches ?? 0),
      stumpings: f.stumpings + (sf?.stumpings ?? 0),
      runouts: f.runouts + (sf?.runOuts ?? 0),
    },
  };
}
