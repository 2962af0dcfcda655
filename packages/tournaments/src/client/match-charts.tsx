/**
 * The Manhattan and the worm. This module imports chart.js, so the match page loads it
 * with a dynamic import (quality F1: chart.js never loads on a public page's first paint).
 */
import { BarChart, LineChart } from '@league/ui/charts';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Innings } from './types';

/** Runs of each over by over index; the engine's per-over summary when that is what came. */
function overRunsOf(innings: Innings): number[] {
  if (innings.overRuns) return innings.overRuns;
  const summary = (innings as { oversSummary?: { over: number; runs: number }[] }).oversSummary ?? [];
  const runs: number[] = [];
  for (const o of summary) runs[o.over] = o.runs;
  return Array.from(runs, (r) => r ?? 0);
}

/** Overs are 0-based in the log; charts and people count from 1. */
export function chartSeries(innings: Innings[]) {
  const series = innings.map((inn) => ({ team: inn.team, runs: overRunsOf(inn) }));
  const length = Math.max(0, ...series.map((s) => s.runs.length));
  const labels = Array.from({ length }, (_, i) => String(i + 1));
  const perOver = series.map((s) => ({ label: s.team, data: Array.from({ length }, (_, i) => s.runs[i] ?? 0) }));
  const worm = series.map((s) => {
    let total = 0;
    // Past the innings' last over there is no point: the line stops where the innings did.
    return { label: s.team, data: Array.from({ length }, (_, i) => (i < s.runs.length ? (total += s.runs[i]!) : Number.NaN)) };
  });
  return { labels, perOver, worm };
}

export default function MatchCharts({ innings }: { innings: Innings[] }) {
  const { t } = useLingui();
  const { labels, perOver, worm } = chartSeries(innings);
  if (labels.length === 0) return null;
  const teams = innings.map((i) => i.team).reduce((list, team) => t`${list} and ${team}`);
  return (
    <div className="mc-charts">
      <figure className="mc-chart">
        <figcaption className="mc-subtitle">
          <Trans>Runs per over</Trans>
        </figcaption>
        <BarChart labels={labels} datasets={perOver} height={240} legend ariaLabel={t`Manhattan: runs in each over, ${teams}`} />
      </figure>
      <figure className="mc-chart">
        <figcaption className="mc-subtitle">
          <Trans>Worm: runs after each over</Trans>
        </figcaption>
        <LineChart labels={labels} datasets={worm} height={240} legend ariaLabel={t`Worm: cumulative runs after each over, ${teams}`} />
      </figure>
    </div>
  );
}
