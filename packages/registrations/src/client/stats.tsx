/** The four stat cards and the KPI tiles (spec 2), in Indian digit grouping. */
import { CardGrid, Skeleton, StatTile, formatIndianNumber } from '@league/ui';
import type { Summary } from './dashboard';

const n = formatIndianNumber;

export function StatCards({ summary, loading }: { summary: Summary | null; loading: boolean }) {
  const value = (v: (s: Summary) => string) => (loading || !summary ? <Skeleton width="60%" height={32} /> : v(summary));
  return (
    <div className="ui-stack ui-stack--sm">
      <CardGrid variant="stats" aria-label="Totals" role="group">
        <StatTile label="Total Users" tone="primary" value={value((s) => n(s.total))} />
        <StatTile label="Unique Roles" tone="accent" value={value((s) => n(s.uniqueRoles))} />
        <StatTile label="Phone Numbers" tone="info" value={value((s) => n(s.phones))} />
        <StatTile label="Email Contacts" tone="ok" value={value((s) => n(s.emails))} />
      </CardGrid>
      <CardGrid variant="stats" className="reg-kpis" aria-label="Key figures" role="group">
        <StatTile label="Today" value={value((s) => n(s.today))} hint="since midnight" />
        <StatTile label="Last 7 days" value={value((s) => n(s.last7Days))} hint="in the filtered records" />
        <StatTile label="Daily average" value={value((s) => n(s.dailyAverage))} hint="over the range" />
        <StatTile
          label="Top role"
          value={value((s) => s.topRole?.label ?? '—')}
          hint={summary?.topRole ? `${n(summary.topRole.count)} registrations` : undefined}
        />
      </CardGrid>
    </div>
  );
}
