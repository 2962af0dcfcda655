/**
 * A match's scorecard as the summary keeps it, from its log alone: pure, so the Cricsheet
 * worker (cricsheet.worker.ts) computes it off the request path exactly as recompute does.
 */
import { buildScorecard, type InningsCard, type LoggedEvent, type MatchSetup, type Scorecard as EngineScorecard } from '@league/cricket';

/** An innings total typed in after the fact (a manual result), stored on its result event. */
export interface TypedTotal {
  team: string;
  runs: number;
  wickets: number;
  balls: number;
}

/**
 * A match not scored ball by ball but with its totals typed in: the result event carries
 * them, and they become innings without batting or bowling lines, so the table's NRR
 * counts the match as published scorecards would (all out = the full quota).
 */
export function withTypedTotals(card: EngineScorecard, events: LoggedEvent[], setup: MatchSetup): EngineScorecard {
  const resultEvent = [...events].reverse().find((e) => e.type === 'result') as (LoggedEvent & { totals?: TypedTotal[] }) | undefined;
  const totals = resultEvent?.totals;
  if (!totals?.length || card.innings.some((i) => !i.superOver)) return card;
  const { oversPerInnings: quota, ballsPerOver: bpo, playersPerSide } = setup.format;
  const innings = totals.map((t, index): InningsCard => {
    const allOut = t.wickets >= playersPerSide - 1;
    const target = index === 1 ? { runs: totals[0]!.runs + 1, overs: quota } : undefined;
    return {
      index,
      team: t.team,
      superOver: false,
      runs: t.runs,
      wickets: t.wickets,
      balls: t.balls,
      legalBalls: t.balls,
      overs: `${Math.floor(t.balls / bpo)}.${t.balls % bpo}`,
      quotaOvers: quota,
      quotaBalls: quota * bpo,
      extras: { wides: 0, noballs: 0, byes: 0, legbyes: 0, penalty: 0, total: 0 },
      ...(target ? { target } : {}),
      allOut,
      absentHurt: [],
      closed: true,
      batting: [],
      bowling: [],
      fallOfWickets: [],
      oversSummary: [],
    };
  });
  return { ...card, innings: [...innings, ...card.innings] };
}

/** The summary's scorecard of a log: the engine's card, with typed totals where a result carries them. */
export function summaryCard(setup: MatchSetup, events: LoggedEvent[]): EngineScorecard {
  return withTypedTotals(buildScorecard(setup, events), events, setup);
}
