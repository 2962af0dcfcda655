/**
 * /dashboard/sheets: the New Registrations Dashboard (spec 2). Rows come from the server's
 * last import; Sync Data re-imports the sheet. Every number is computed by dashboard.ts.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ApiError, messageOf, useSession } from '@league/core/client';
import { Button, Card, ErrorBanner, PageHeader, Skeleton, formatDateTime, formatIndianNumber, useNow, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { AGO_REFRESH_MS, DEFAULT_RANGE, type Registration } from '../contract';
import { ChartCard, ContactChart, DomainChart, RoleChart, TimelineChart } from './charts';
import {
  ALL_ROLES,
  contactMethods,
  filterRows,
  recentRows,
  roleDistribution,
  roleOptions,
  spanDays,
  summarise,
  timeline,
  topEmailDomains,
  type Filters,
} from './dashboard';
import { FiltersBar, type TimelineStyle } from './filters-bar';
import { ImportPanel } from './import-panel';
import { ReviewPanel } from './review-panel';
import { PlayersImportPanel } from './players-import-panel';
import { contactLabel, domainLabel, roleLabel } from './labels';
import { useRegistrations, useSyncRegistrations } from './queries';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stats';
import './registrations.css';

const NO_ROWS: Registration[] = [];
const n = formatIndianNumber;

export function RegistrationsPage() {
  const { t, i18n } = useLingui();
  const { logout } = useSession();
  const toast = useToast();
  const query = useRegistrations();
  const sync = useSyncRegistrations();
  const [filters, setFilters] = useState<Filters>({ range: DEFAULT_RANGE, role: ALL_ROLES, search: '' });
  const [style, setStyle] = useState<TimelineStyle>('area');
  // Typing stays smooth on a big sheet: the filtering catches up a frame later.
  const search = useDeferredValue(filters.search);
  const now = useNow(AGO_REFRESH_MS);

  // Spec 8: a failed load clears the rows.
  const rows = query.isError ? NO_ROWS : (query.data?.data ?? NO_ROWS);
  const loading = query.isPending;
  const filtered = useMemo(() => filterRows(rows, { range: filters.range, role: filters.role, search }, now), [rows, filters.range, filters.role, search, now]);
  const line = useMemo(() => timeline(filtered, filters.range, now), [filtered, filters.range, now]);
  const view = useMemo(
    () => ({
      summary: summarise(filtered, now, spanDays(line)),
      recent: recentRows(filtered),
      roles: roleDistribution(filtered).map((r) => ({ ...r, label: roleLabel(i18n, r.label) })),
      contacts: contactMethods(filtered).map((c) => ({ ...c, label: contactLabel(i18n, c.label) })),
      domains: topEmailDomains(filtered).map((d) => ({ ...d, label: domainLabel(i18n, d.label) })),
    }),
    [filtered, now, line, i18n],
  );
  const roles = useMemo(() => roleOptions(rows), [rows]);

  // An expired or revoked session cannot read this screen: back to sign-in.
  const authError = [query.error, sync.error].some((e) => e instanceof ApiError && e.isAuth);
  useEffect(() => {
    if (authError) logout();
  }, [authError, logout]);

  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        const added = n(result.added);
        const total = n(result.total);
        toast.show(t`Sync complete: ${added} new, ${total} in total`, { tone: 'success' });
      },
    });

  const banner = query.isError ? messageOf(query.error, t`Failed to load sheet`) : sync.isError ? messageOf(sync.error, t`Sync failed`) : null;
  const lastSyncAt = query.data?.lastSyncAt ?? null;
  const update = (next: Partial<Filters>) => setFilters((current) => ({ ...current, ...next }));
  const chartEmpty = filtered.length === 0;
  const shownCount = n(filtered.length);
  const allCount = n(rows.length);

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg reg-page">
      <PageHeader
        title={t`New Registrations Dashboard`}
        subtitle={t`Real-time dashboard with filters`}
        actions={
          <div className="reg-header">
            <dl className="reg-header__meta">
              <div>
                <dt>
                  <Trans>Records</Trans>
                </dt>
                <dd className="ui-num" data-testid="record-count">
                  {loading ? <Skeleton width={48} /> : n(query.data?.total ?? 0)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Last sync</Trans>
                </dt>
                <dd data-testid="last-sync">
                  {/* A date's width while loading: the header wraps as it will once it is in. */}
                  {loading ? (
                    <Skeleton width="24ch" style={{ display: 'inline-block' }} />
                  ) : lastSyncAt ? (
                    <time dateTime={lastSyncAt}>{formatDateTime(lastSyncAt)}</time>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
            </dl>
            <Button onClick={onSync} loading={sync.isPending} loadingText={t`Syncing…`} title={t`Reloads the registrations from the spreadsheet`}>
              <Trans>Sync Data</Trans>
            </Button>
          </div>
        }
      />

      {banner && <ErrorBanner message={banner} onRetry={query.isError ? () => void query.refetch() : undefined} />}

      <ImportPanel />
      {!loading && !query.isError && <ReviewPanel rows={rows} />}
      <PlayersImportPanel />

      <FiltersBar
        filters={filters}
        roles={roles}
        style={style}
        onChange={update}
        onStyleChange={setStyle}
        summary={loading ? t`Loading records…` : t`Showing ${shownCount} of ${allCount} records`}
      />

      <StatCards summary={loading ? null : view.summary} loading={loading} />

      <div className="reg-panels">
        <ChartCard title={t`Registration Timeline`} empty={chartEmpty} loading={loading} height={300} className="reg-panel--timeline">
          <TimelineChart data={line} style={style} />
        </ChartCard>
        <Card as="section" aria-labelledby="reg-recent-title" className="reg-card reg-panel--recent">
          <h2 id="reg-recent-title" className="reg-card__title">
            <Trans>Recent Activity</Trans>
          </h2>
          {loading ? <Skeleton height={240} radius="var(--radius-md)" /> : <RecentActivity rows={view.recent} onRoleClick={(role) => update({ role })} />}
        </Card>
        <ChartCard title={t`Role Distribution`} empty={chartEmpty} loading={loading} className="reg-panel--role">
          <RoleChart data={view.roles} />
        </ChartCard>
        <ChartCard title={t`Contact Methods`} empty={chartEmpty} loading={loading} className="reg-panel--contact">
          <ContactChart data={view.contacts} />
        </ChartCard>
        <ChartCard title={t`Top Email Domains`} empty={chartEmpty} loading={loading} className="reg-panel--domains">
          <DomainChart data={view.domains} />
        </ChartCard>
      </div>
    </div>
  );
}
