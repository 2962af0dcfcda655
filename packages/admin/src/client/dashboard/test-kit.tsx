/**
 * Screen-test kit for the dashboard: the app's providers around the page, and msw stores
 * for every call it makes, built from each package's own test handlers.
 */
import '@testing-library/jest-dom/vitest';
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import { createTeamsStore, makeTeam, teamsHandlers, type TeamsStore } from '@league/teams/testing';
import { createPlayersMock, makePlayer, playersHandlers, type PlayersMock } from '@league/players/testing';
import { createScheduleStore, makeMatch, scheduleHandlers, type ScheduleStore } from '@league/schedule/testing';
import type { Leaderboards } from '@league/players/client';
import { leagueSettingsSchema } from '@league/settings/contract';
import { adminHandlers, createAdminStore, makeRecentLogin, type AdminStore } from '../../testing';
import { AdminDashboardPage } from '../admin-dashboard-page';

export interface DashboardStores {
  teams: TeamsStore;
  players: PlayersMock;
  schedule: ScheduleStore;
  admin: AdminStore;
  /** When set, GET /api/players/leaderboards answers this instead of the players store's. */
  boards: Leaderboards | null;
  /** Paths of every GET, in order. */
  gets: string[];
}

export const HOUR = 3_600_000;
export const PRESS = 'https://press.example.org/meet';
export const AUCTION = 'https://auction.example.org/live';

export function fullLeague(now = Date.now()): DashboardStores {
  return {
    teams: createTeamsStore([makeTeam({ name: 'Royal Strikers' }), makeTeam({ name: 'Thunder XI', section: 'GICPL-H' })]),
    players: createPlayersMock([
      makePlayer({ name: 'Aarav Shah', batting: { runs: 412, strikeRate: 138.5 } }),
      makePlayer({ name: 'Kabir Rao', batting: { runs: 250, strikeRate: 120.25 } }),
      makePlayer({ name: 'Dev Iyer', batting: { runs: 98, strikeRate: 101 } }),
    ]),
    schedule: createScheduleStore({
      matches: [
        makeMatch({ team1: 'Royal Strikers', team2: 'Thunder XI', matchDate: new Date(now - 2 * 24 * HOUR).toISOString() }),
        makeMatch({ team1: 'Night Owls', team2: 'Royal Strikers', matchDate: new Date(now + 2 * 24 * HOUR + 3 * HOUR).toISOString() }),
        makeMatch({ team1: 'Thunder XI', team2: 'Night Owls', matchDate: new Date(now + 9 * 24 * HOUR).toISOString() }),
      ],
      links: { pressConferenceLink: PRESS, auctionLink: AUCTION },
    }),
    admin: createAdminStore({
      stats: { totalAdmins: 3, activeNow: 2 },
      recent: [
        makeRecentLogin({ name: 'Asha Rao', email: 'asha@league.local', at: new Date(now - 10 * 60_000).toISOString() }),
        makeRecentLogin({ name: 'Vikram Menon', email: 'vikram@club.example', at: new Date(now - 3 * HOUR).toISOString() }),
        makeRecentLogin({ name: '', email: 'treasurer@league.local', at: new Date(now - 5 * HOUR).toISOString() }),
      ],
    }),
    boards: null,
    gets: [],
  };
}

export function emptyLeague(): DashboardStores {
  return {
    teams: createTeamsStore([]),
    players: createPlayersMock([]),
    schedule: createScheduleStore(),
    admin: createAdminStore({ stats: { totalAdmins: 1, activeNow: 0 }, recent: [] }),
    boards: null,
    gets: [],
  };
}

export function serveStores(server: SetupServer, stores: DashboardStores) {
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') stores.gets.push(new URL(request.url).pathname);
  });
  server.use(
    http.get('*/api/players/leaderboards', () => (stores.boards ? HttpResponse.json({ success: true, data: stores.boards }) : undefined)),
    ...teamsHandlers(stores.teams),
    ...playersHandlers(stores.players),
    ...scheduleHandlers(stores.schedule),
    ...adminHandlers(stores.admin),
    // The first-run checklist (an empty league) reads the settings: a league never saved.
    http.get('*/api/settings', () =>
      HttpResponse.json({
        success: true,
        data: leagueSettingsSchema.parse({ leagueName: 'Test League', leagueShortName: 'TL' }),
        updatedAt: null,
        updatedBy: null,
      }),
    ),
  );
}

/** Counts GETs of `path` so far. */
export const getsOf = (stores: DashboardStores, path: string) => stores.gets.filter((p) => p === path).length;

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>;
}

function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <SessionProvider onLogout={() => navigate('/login')}>
      <ToastProvider>{children}</ToastProvider>
    </SessionProvider>
  );
}

/** The dashboard as the app mounts it, signed in as an admin. */
export function renderDashboard(): RenderResult {
  localStorage.setItem('user', JSON.stringify({ name: 'Asha Rao', email: 'asha@league.local', role: 'admin' }));
  localStorage.setItem('token', 'header.payload.signature');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } });
  return render(
    <MemoryRouter initialEntries={['/admin-dashboard']}>
      <QueryClientProvider client={client}>
        <Providers>
          <Routes>
            <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </Providers>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
