/**
 * The three finance charts. This module is only reached through a dynamic import from the
 * Finance page, so chart.js (pulled in by @league/ui/charts) stays in its own chunk.
 */
import { useMemo } from 'react';
import { AreaChart, BarChart, PieChart, chartPalette } from '@league/ui/charts';
import { Card, EmptyState, formatRupees } from '@league/ui';
import { useLocale } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Contribution, Expense } from '../contract';
import { dailySeries, fundSources, type FundSource } from './chart-data';
import type { Words } from './messages';

const rupeeTicks = (rupees: number) => formatRupees(Math.round(rupees * 100));

const SOURCE_NAMES: Record<FundSource, Words> = { Players: msg`Players`, Sponsors: msg`Sponsors`, Expenses: msg`Expenses` };

export interface FinanceChartsProps {
  contributions: Contribution[];
  expenses: Expense[];
}

export default function FinanceCharts({ contributions, expenses }: FinanceChartsProps) {
  const { i18n, t } = useLingui();
  const dayLocale = useLocale() === 'hi' ? 'hi-IN' : 'en-IN';
  const days = useMemo(() => dailySeries(contributions, expenses, dayLocale), [contributions, expenses, dayLocale]);
  const sources = useMemo(() => fundSources(contributions, expenses), [contributions, expenses]);
  const sourceNames = sources.labels.map((source) => i18n._(SOURCE_NAMES[source]));
  const slices = sourceNames.map((name, i) => `${name} ${rupeeTicks(sources.values[i]!)}`).join(', ');
  const [green, amber, blue, red] = [chartPalette[0], chartPalette[1], chartPalette[2], chartPalette[3]];

  if (days.labels.length === 0) {
    return <EmptyState title={t`No money in or out yet`} hint={t`Charts appear once contributions or expenses are added.`} />;
  }
  return (
    <div className="fin-charts">
      <Card className="fin-chart fin-chart--wide">
        <h3 className="fin-chart-title">
          <Trans>Funds vs Expenses</Trans>
        </h3>
        <AreaChart
          ariaLabel={t`Player funds, sponsor funds and expenses per day, last 30 days with data`}
          labels={days.labels}
          datasets={[
            { label: t`Player`, data: days.player, color: green },
            { label: t`Sponsor`, data: days.sponsor, color: amber },
            { label: t`Expense`, data: days.expense, color: red },
          ]}
          valueFormatter={rupeeTicks}
          height={260}
        />
      </Card>
      <Card className="fin-chart">
        <h3 className="fin-chart-title">
          <Trans>Fund Sources</Trans>
        </h3>
        <PieChart
          ariaLabel={t`Fund sources: ${slices}`}
          labels={sourceNames}
          datasets={[{ label: t`Amount`, data: sources.values }]}
          colors={sources.labels.map((l) => (l === 'Players' ? green! : l === 'Sponsors' ? amber! : red!))}
          valueFormatter={rupeeTicks}
          height={260}
        />
      </Card>
      <Card className="fin-chart">
        <h3 className="fin-chart-title">
          <Trans>Daily Net Flow</Trans>
        </h3>
        <BarChart
          ariaLabel={t`Net, income and expense per day, last 30 days with data`}
          labels={days.labels}
          datasets={[
            { label: t`Net`, data: days.net, color: blue },
            { label: t`Income`, data: days.income, color: green },
            { label: t`Expense`, data: days.expense, color: red },
          ]}
          valueFormatter={rupeeTicks}
          height={260}
        />
      </Card>
    </div>
  );
}
