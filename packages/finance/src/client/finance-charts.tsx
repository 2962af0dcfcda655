/**
 * The three finance charts. This module is only reached through a dynamic import from the
 * Finance page, so chart.js (pulled in by @league/ui/charts) stays in its own chunk.
 */
import { useMemo } from 'react';
import { AreaChart, BarChart, PieChart, chartPalette } from '@league/ui/charts';
import { Card, EmptyState, formatRupees } from '@league/ui';
import type { Contribution, Expense } from '../contract';
import { dailySeries, fundSources } from './chart-data';

const rupeeTicks = (rupees: number) => formatRupees(Math.round(rupees * 100));

export interface FinanceChartsProps {
  contributions: Contribution[];
  expenses: Expense[];
}

export default function FinanceCharts({ contributions, expenses }: FinanceChartsProps) {
  const days = useMemo(() => dailySeries(contributions, expenses), [contributions, expenses]);
  const sources = useMemo(() => fundSources(contributions, expenses), [contributions, expenses]);
  const [green, amber, blue, red] = [chartPalette[0], chartPalette[1], chartPalette[2], chartPalette[3]];

  if (days.labels.length === 0) {
    return <EmptyState title="No money in or out yet" hint="Charts appear once contributions or expenses are added." />;
  }
  return (
    <div className="fin-charts">
      <Card className="fin-chart fin-chart--wide">
        <h3 className="fin-chart-title">Funds vs Expenses</h3>
        <AreaChart
          ariaLabel="Player funds, sponsor funds and expenses per day, last 30 days with data"
          labels={days.labels}
          datasets={[
            { label: 'Player', data: days.player, color: green },
            { label: 'Sponsor', data: days.sponsor, color: amber },
            { label: 'Expense', data: days.expense, color: red },
          ]}
          valueFormatter={rupeeTicks}
          height={260}
        />
      </Card>
      <Card className="fin-chart">
        <h3 className="fin-chart-title">Fund Sources</h3>
        <PieChart
          ariaLabel={`Fund sources: ${sources.labels.map((l, i) => `${l} ${rupeeTicks(sources.values[i]!)}`).join(', ')}`}
          labels={sources.labels}
          datasets={[{ label: 'Amount', data: sources.values }]}
          colors={sources.labels.map((l) => (l === 'Players' ? green! : l === 'Sponsors' ? amber! : red!))}
          valueFormatter={rupeeTicks}
          height={260}
        />
      </Card>
      <Card className="fin-chart">
        <h3 className="fin-chart-title">Daily Net Flow</h3>
        <BarChart
          ariaLabel="Net, income and expense per day, last 30 days with data"
          labels={days.labels}
          datasets={[
            { label: 'Net', data: days.net, color: blue },
            { label: 'Income', data: days.income, color: green },
            { label: 'Expense', data: days.expense, color: red },
          ]}
          valueFormatter={rupeeTicks}
          height={260}
        />
      </Card>
    </div>
  );
}
