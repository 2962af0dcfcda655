/** The four stat cards and the KPI tiles (spec 2), in Indian digit grouping. */
import { CardGrid, Skeleton, StatTile, formatIndianNumber } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
import type { Summary } from './dashboard';
import { roleLabel } from './labels';

const n = formatIndianNumber;

export function StatCards({ summary, loading }: { summary: Summary | null; loading: boolean }) {
  const { t, i18n } = useLingui();
  const topCount = n(summary?.topRole?.count ?? 0);
  const value = (v: (s: Summary) => string) => (loading || !summary ? <Skeleton width="60%" height={32} /> : v(summary));
  return (
    <div className="ui-stack ui-stack--sm">
      <CardGrid variant="stats" aria-label={t`Totals`} role="group">
        <StatTile label={t`Total Users`} tone="primary" value={value((s) => n(s.total))} />
        <StatTile label={t`Unique Roles`} tone="accent" value={value((s) => n(s.uniqueRoles))} />
        <StatTile label={t`Phone Numbers`} tone="info" value={value((s) => n(s.phones))} />
        <StatTile label={t`Email Contacts`} tone="ok" value={value((s) => n(s.emails))} />
      </CardGrid>
      <CardGrid variant="stats" className="reg-kpis" aria-label={t`Key figures`} role="group">
        <StatTile label={t`Today`} value={value((s) => n(s.today))} hint={t`since midnight`} />
        <StatTile label={t`Last 7 days`} value={value((s) => n(s.last7Days))} hint={t`in the filtered records`} />
        <StatTile label={t`Daily average`} value={value((s) => n(s.dailyAverage))} hint={t`over the range`} />
        <StatTile
          label={t`Top role`}
          value={value((s) => (s.topRole ? roleLabel(i18n, s.topRole.label) : '—'))}
          hint={summary?.topRole ? t`${topCount} registrations` : undefined}
        />
      </CardGrid>
    </div>
  );
}
