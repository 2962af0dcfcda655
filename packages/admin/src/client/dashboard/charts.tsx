/**
 * The dashboard's charts (spec 2). Imported only through lazy-charts.ts, never statically:
 * this file pulls chart.js in.
 */
import type { ReactNode } from 'react';
import { AreaChart, BarChart, chartPalette, DoughnutChart, LineChart, PieChart } from '@league/ui/charts';
import type { Leader, Leaderboards } from '@league/players/client';
import { participationShare } from './derive';

const TOP = 5;
const decimal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const describe = (title: string, labels: string[], values: number[], format: (n: number) => string = String) =>
  `${title}: ${labels.map((l, i) => `${l} ${format(values[i] ?? 0)}`).join(', ') || 'no data'}`;

/** Logins per hour, last 12 hours (Recent Admin Logins card). */
export function LoginsChart({ labels, counts }: { labels: string[]; counts: number[] }) {
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <LineChart
      labels={labels}
      datasets={[{ label: 'Logins', data: counts }]}
      height={150}
      ariaLabel={`Logins per hour, last ${labels.length} hours: ${total} in total`}
    />
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <figure className="dash-chart">
      <figcaption className="dash-chart__title">{title}</figcaption>
      {empty ? <p className="dash-empty dash-chart__empty">No data yet.</p> : children}
    </figure>
  );
}

function LeaderBars({ title, leaders, color }: { title: string; leaders: Leader[]; color: string }) {
  const top = leaders.slice(0, TOP);
  const labels = top.map((l) => l.name);
  const values = top.map((l) => l.value);
  return (
    <ChartCard title={title} empty={top.length === 0}>
      <BarChart
        horizontal
        labels={labels}
        datasets={[{ label: title.replace(/^.*\((.*)\)$/, '$1'), data: values, color }]}
        height={220}
        ariaLabel={describe(title, labels, values)}
      />
    </ChartCard>
  );
}

export interface ChartsPanelProps {
  boards: Leaderboards;
  matches: ReadonlyArray<{ team1: string; team2: string }>;
}

export function ChartsPanel({ boards, matches }: ChartsPanelProps) {
  const share = participationShare(matches);
  const mix = boards.dismissalsMix;
  const mixLabels = ['Catches', 'Stumpings', 'Run-outs'];
  const mixValues = [mix.catches, mix.stumpings, mix.runouts];
  const rates = boards.topStrikeRate.slice(0, TOP);
  return (
    <div className="dash-charts">
      <LeaderBars title="Top Batting (Runs)" leaders={boards.topRuns} color={chartPalette[0]} />
      <LeaderBars title="Top Bowling (Wickets)" leaders={boards.topWickets} color={chartPalette[3]} />
      <LeaderBars title="Top Fielding (Dismissals)" leaders={boards.topDismissals} color={chartPalette[2]} />
      <ChartCard title="Matches Participation Share" empty={share.length === 0}>
        <PieChart
          labels={share.map((s) => s.team)}
          datasets={[{ label: 'Matches', data: share.map((s) => s.matches) }]}
          height={260}
          ariaLabel={describe(
            'Matches Participation Share',
            share.map((s) => s.team),
            share.map((s) => s.matches),
            (n) => `${n} ${n === 1 ? 'match' : 'matches'}`,
          )}
        />
      </ChartCard>
      <ChartCard title="Dismissals Mix" empty={mixValues.every((v) => v === 0)}>
        <DoughnutChart
          labels={mixLabels}
          datasets={[{ label: 'Dismissals', data: mixValues }]}
          colors={[chartPalette[0], chartPalette[1], chartPalette[4]]}
          height={260}
          ariaLabel={describe('Dismissals Mix', mixLabels, mixValues)}
        />
      </ChartCard>
      <ChartCard title="Top Strike Rates" empty={rates.length === 0}>
        <AreaChart
          labels={rates.map((r) => r.name)}
          datasets={[{ label: 'Strike rate', data: rates.map((r) => r.value), color: chartPalette[1] }]}
          height={260}
          valueFormatter={decimal}
          ariaLabel={describe(
            'Top Strike Rates',
            rates.map((r) => r.name),
            rates.map((r) => r.value),
            decimal,
          )}
        />
      </ChartCard>
    </div>
  );
}
