/**
 * The dashboard's charts. This module is only ever loaded through a dynamic import (see
 * charts.tsx), so chart.js stays in its own chunk, fetched after the numbers are on screen.
 */
import { AreaChart, BarChart, DoughnutChart, LineChart } from '@league/ui/charts';
import { formatIndianNumber } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
import type { Timeline } from './dashboard';
import type { TimelineStyle } from './filters-bar';

type Counts = Array<{ label: string; count: number }>;

const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

export function TimelineChart({ data, style }: { data: Timeline; style: TimelineStyle }) {
  const { t } = useLingui();
  const peak = Math.max(0, ...data.counts);
  const peakDay = data.labels[data.counts.indexOf(peak)];
  const count = formatIndianNumber(total(data.counts));
  const days = data.days.length;
  const peakCount = formatIndianNumber(peak);
  const base =
    style === 'line'
      ? t`Registration timeline, line chart: ${count} registrations over ${days} days`
      : t`Registration timeline, area chart: ${count} registrations over ${days} days`;
  const label = peak > 0 ? t`${base}, most on ${peakDay} (${peakCount})` : base;
  const props = { labels: data.labels, datasets: [{ label: t`Registrations`, data: data.counts }], ariaLabel: label, height: 300 };
  return (
    <div data-style={style} className="reg-chart">
      {style === 'line' ? <LineChart {...props} /> : <AreaChart {...props} />}
    </div>
  );
}

const describe = (title: string, counts: Counts) => `${title}: ${counts.map((c) => `${c.label} ${formatIndianNumber(c.count)}`).join(', ')}`;

export function RoleChart({ data }: { data: Counts }) {
  const { t } = useLingui();
  return (
    <DoughnutChart
      labels={data.map((d) => d.label)}
      datasets={[{ label: t`Registrations`, data: data.map((d) => d.count) }]}
      ariaLabel={describe(t`Role distribution`, data)}
      height={280}
    />
  );
}

export function ContactChart({ data }: { data: Counts }) {
  const { t } = useLingui();
  return (
    <BarChart
      labels={data.map((d) => d.label)}
      datasets={[{ label: t`Records`, data: data.map((d) => d.count), color: '#2563eb' }]}
      ariaLabel={describe(t`Contact methods`, data)}
      legend={false}
      height={280}
    />
  );
}

export function DomainChart({ data }: { data: Counts }) {
  const { t } = useLingui();
  return (
    <BarChart
      labels={data.map((d) => d.label)}
      datasets={[{ label: t`Emails`, data: data.map((d) => d.count), color: '#d97706' }]}
      ariaLabel={describe(t`Top email domains`, data)}
      legend={false}
      horizontal
      height={Math.max(180, data.length * 36 + 40)}
    />
  );
}
