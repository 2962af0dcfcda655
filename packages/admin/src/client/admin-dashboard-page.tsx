/**
 * Admin Dashboard (spec 2, 4, 7, 8, 9): the league at a glance, live. Composes the other
 * packages' public hooks; the router guards the route (admins only).
 */
import { memo, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@league/core/client';
import { ErrorBanner, Section, Skeleton, useToast } from '@league/ui';
import { useLocalePath } from '@league/ui/i18n';
import { useLingui } from '@league/ui/i18n/macro';
import { DashboardHeader } from './dashboard/dashboard-header';
import { StatCards } from './dashboard/stat-cards';
import { UpcomingMatchCard } from './dashboard/upcoming-match-card';
import { RecentLoginsCard } from './dashboard/recent-logins-card';
import { PlayersTable } from './dashboard/players-table';
import { LazyChartsPanel } from './dashboard/lazy-charts';
import { useAutoRefresh } from './dashboard/use-auto-refresh';
import { useDashboardData } from './dashboard/use-dashboard-data';
import { endServerSession } from './queries';
import { AccountSecurity } from './account-security';
import { LeagueTools } from './league-tools';
import { FirstRunChecklist } from '@league/settings/client';
import { rankingNotes } from '@league/players/client';
import './dashboard/dashboard.css';
import './dashboard/dashboard-cards.css';

// Seven calls arrive one by one and each arrival renders the page again: a section whose
// inputs did not change is skipped (a phone's main thread, quality F2).
const Checklist = memo(FirstRunChecklist);
const Stats = memo(StatCards);
const Tools = memo(LeagueTools);
const Upcoming = memo(UpcomingMatchCard);
const Logins = memo(RecentLoginsCard);
const Players = memo(PlayersTable);
const Security = memo(AccountSecurity);

export function AdminDashboardPage() {
  const { t } = useLingui();
  const to = useLocalePath();
  const { data, loading, degradedMessage, updatedAt, refresh } = useDashboardData();
  const auto = useAutoRefresh(() => void refresh());
  const toast = useToast();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);

  // Manual refreshes (the button, Retry) confirm with a toast; background ones stay silent.
  async function refreshNow() {
    setRefreshing(true);
    try {
      if (await refresh()) toast.show(t`Dashboard refreshed`, { tone: 'success' });
    } finally {
      setRefreshing(false);
    }
  }

  function signOut() {
    endServerSession();
    logout();
    navigate(to('/login'), { replace: true });
  }

  const chartsLoading = loading.boards || loading.matches;
  const counts = useMemo(
    () => ({
      teams: loading.teams ? null : data.teams.length,
      players: loading.players ? null : data.players.length,
      matches: loading.matches ? null : data.matches.length,
      admins: loading.stats ? null : data.stats.totalAdmins,
    }),
    [loading.teams, loading.players, loading.matches, loading.stats, data.teams, data.players, data.matches, data.stats],
  );
  return (
    <div className="ui-page ui-container dash-page">
      <DashboardHeader
        degraded={degradedMessage !== null}
        updatedAt={updatedAt}
        paused={auto.paused}
        seconds={auto.seconds}
        refreshing={refreshing}
        onToggle={auto.toggle}
        onSeconds={auto.setSeconds}
        onRefresh={() => void refreshNow()}
        onLogout={signOut}
      />
      {degradedMessage !== null && <ErrorBanner message={degradedMessage} onRetry={() => void refreshNow()} />}
      <Checklist counts={counts} />
      <Stats
        players={loading.players ? null : data.players.length}
        teams={loading.teams ? null : data.teams.length}
        matches={loading.matches ? null : data.matches.length}
        admins={loading.stats ? null : data.stats}
      />
      <Tools />
      <div className="dash-row">
        <Upcoming matches={data.matches} links={data.links} loading={loading.matches} />
        <Logins logins={data.recent} loading={loading.recent} />
      </div>
      <Section id="dash-charts" title={t`Charts`} className="dash-section">
        <p className="dash-note">{rankingNotes.source}</p>
        {chartsLoading ? (
          <ChartsSkeleton />
        ) : (
          <Suspense fallback={<ChartsSkeleton />}>
            <LazyChartsPanel boards={data.boards} matches={data.matches} />
          </Suspense>
        )}
      </Section>
      <Players rows={data.boards.table} loading={loading.boards} />
      <Security />
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div className="dash-charts" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="dash-chart">
          <Skeleton width="50%" height={18} />
          <Skeleton height={200} />
        </div>
      ))}
    </div>
  );
}
