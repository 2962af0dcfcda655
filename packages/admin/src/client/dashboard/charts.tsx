/**
 * The dashboard's charts (spec 2). Imported only through lazy-charts.ts, never statically:
 * this file pulls chart.js in.
 */
import type { ReactNode } from 'react';
import { AreaChart, BarChart, chartPalette, DoughnutChart, LineChart, PieChart } from '@league/ui/charts';
import { plural } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Leader, Leaderboards } from '@league/players/client';
import { participationShare } from './derive';

const TOP = 5;
const decimal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
/** A chart's accessible name: "Title: label value, label value", or "Title: no data" in the page's words. */
const describe = (noData: string, title: string, labels: string[], values: number[], format: (n: number) => string = String) =>
  `${title}: ${labels.map((l, i) => `${l} ${format(values[i] ?? 0)}`).join(', ') || noData}`;

/** Logins per hour, last 12 hours (Recent Admin Logins card). */
export function LoginsChart({ labels, counts }: { labels: string[]; counts: number[] }) {
  const { t } = useLingui();
  const total = counts.reduce((a, b) => a + b, 0);
  const hours = labels.length;
  return (
    <LineChart
      labels={labels}
      datasets={[{ label: t`Logins`, data: counts }]}
      height={150}
      ariaLabel={t`Logins per hour, last ${hours} hours: ${total} in total`}
    />
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <figure className="dash-chart">
      <figcaption className="dash-chart__title">{title}</figcaption>
      {empty ? (
        <p className="dash-empty dash-chart__empty">
          <Trans>No data yet.</Trans>
        </p>
      ) : (
        children
      )}
    </figure>
  );
}

/** `unit` names the bars' figure ("Runs" of "Top Batting (Runs)"). */
function LeaderBars({ title, unit, leaders, color }: { title: string; unit: string; leaders: Leader[]; color: string }) {
  const { t } = useLingui();
  const top = leaders.slice(0, TOP);
  const labels = top.map((l) => l.name);
  const values = top.map((l) => l.value);
  return (
    <ChartCard title={title} empty={top.length === 0}>
      <BarChart
        horizontal
        labels={labels}
        datasets={[{ label: unit, data: values, color }]}
        height={220}
        ariaLabel={describe(t`no data`, title, labels, values)}
      />
    </ChartCard>
  );
}

export interface ChartsPanelProps {
  boards: Leaderboards;
  matches: ReadonlyArray<{ team1: string; team2: string }>;
}

export function ChartsPanel({ boards, matches }: ChartsPanelProps) {
  const { t } = useLingui();
  const noData = t`no data`;
  const share = participationShare(matches);
  const mix = boards.dismissalsMix;
  const mixLabels = [t`Catches`, t`Stumpings`, t`Run-outs`];
  const mixValues = [mix.catches, mix.stumpings, mix.runouts];
  const rates = boards.topStrikeRate.slice(0, TOP);
  return (
    <div className="dash-charts">
      <LeaderBars title={t`Top Batting (Runs)`} unit={t`Runs`} leaders={boards.topRuns} color={chartPalette[0]} />
      <LeaderBars title={t`Top Bowling (Wickets)`} unit={t`Wickets`} leaders={boards.topWickets} color={chartPalette[3]} />
      <LeaderBars title={t`Top Fielding (Dismissals)`} unit={t`Dismissals`} leaders={boards.topDismissals} color={chartPalette[2]} />
      <ChartCard title={t`Matches Participation Share`} empty={share.length === 0}>
        <PieChart
          labels={share.map((s) => s.team)}
          datasets={[{ label: t`Matches`, data: share.map((s) => s.matches) }]}
          height={260}
          ariaLabel={describe(
            noData,
            t`Matches Participation Share`,
            share.map((s) => s.team),
            share.map((s) => s.matches),
            (n) => t`${plural(n, { one: '# match', other: '# matches' })}`,
          )}
        />
      </ChartCard>
      <ChartCard title={t`Dismissals Mix`} empty={mixValues.every((v) => v === 0)}>
        <DoughnutChart
          labels={mixLabels}
          datasets={[{ label: t`Dismissals`, data: mixValues }]}
          colors={[chartPalette[0], chartPalette[1], chartPalette[4]]}
          height={260}
          ariaLabel={describe(noData, t`Dismissals Mix`, mixLabels, mixValues)}
        />
      </ChartCard>
      <ChartCard title={t`Top Strike Rates`} empty={rates.length === 0}>
        <AreaChart
          labels={rates.map((r) => r.name)}
          datasets={[{ label: t`Strike rate`, data: rates.map((r) => r.value), color: chartPalette[1] }]}
          height={260}
          valueFormatter={decimal}
          ariaLabel={describe(
            noData,
            t`Top Strike Rates`,
            rates.map((r) => r.name),
            rates.map((r) => r.value),
            decimal,
          )}
        />
      </ChartCard>
    </div>
  );
}
