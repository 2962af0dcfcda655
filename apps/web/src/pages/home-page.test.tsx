import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { SessionProvider, setApiBase } from '@league/core/client';
import type { PublicConfig } from '@league/core/contract';
import { createTeamsStore, makeTeam, teamsHandlers } from '@league/teams/testing';
import { createPlayersMock, makePlayer, playersHandlers } from '@league/players/testing';
import { announcementsHandlers, makeAnnouncement, type AnnouncementsStore } from '@league/announcements/testing';
import { makeSponsor, sponsorsHandlers, type SponsorsStore } from '@league/sponsors/testing';
import { LanguageProvider } from '@league/ui/i18n';
import { HomePage } from './home-page';

const config: PublicConfig = {
  leagueName: 'GICPL Cricket League',
  leagueShortName: 'GICPL',
  googleClientId: null,
  registrationFormUrl: 'https://forms.example.org/register',
  timeZone: 'Asia/Kolkata',
  contactEmail: null,
  contactPhone: null,
  social: { instagram: null, youtube: null, facebook: null },
  passwordLogin: false,
  // The league's sections come from its settings (GET /api/config).
  sections: ['GICPL-OG', 'GICPL-H'],
} as PublicConfig;

const teams = createTeamsStore([
  makeTeam({ name: 'Banyan Blasters', section: 'GICPL-OG', captain: 'Arjun', players: ['A', 'B', 'C'] }),
  makeTeam({ name: 'Kaveri Kings', section: 'GICPL-H', captain: 'Dev', players: ['D', 'E', 'F', 'G'] }),
  makeTeam({ name: 'Gully Gladiators', section: 'GICPL-OG', players: ['H'] }),
]);
const players = createPlayersMock([
  makePlayer({ name: 'Rahul More', batting: { runs: 412 } }),
  makePlayer({ name: 'Ishaan Rao', batting: { runs: 380 } }),
  makePlayer({ name: 'Kabir Sen', batting: { runs: 120 } }),
  makePlayer({ name: 'Zaid Khan', batting: { runs: 12 } }),
]);
const announcements: AnnouncementsStore = { items: [makeAnnouncement({ title: 'Season opener', priority: 'HIGH' })], requests: [] };
const sponsors: SponsorsStore = { items: [makeSponsor({ companyName: 'Shree Ganesh Sports' })], requests: [] };

const result = {
  id: 'm1',
  _id: 'm1',
  team1: 'Banyan Blasters',
  team2: 'Kaveri Kings',
  matchDate: '2026-11-15T09:30:00.000Z',
  pressLink: null,
  auctionLink: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'completed',
  result: 'Banyan Blasters won by 14 runs',
};
const tournament = {
  id: 't1',
  _id: 't1',
  name: 'GICPL-OG 2026',
  season: '2026',
  section: 'GICPL-OG',
  status: 'active',
  superOverDecidesTie: true,
  format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 },
  points: { win: 2, tie: 1, noResult: 1, loss: 0 },
  matchCount: 1,
  completedCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const row = {
  teamId: 'b',
  team: 'Banyan Blasters',
  played: 1,
  won: 1,
  lost: 0,
  tied: 0,
  noResult: 0,
  points: 2,
  runsFor: 172,
  ballsFaced: 120,
  oversFaced: '20.0',
  runsAgainst: 158,
  ballsBowled: 120,
  oversBowled: '20.0',
  nrr: 0.7,
  matches: [],
};

const server = setupServer(
  http.get('*/api/config', () => HttpResponse.json(config)),
  ...teamsHandlers(teams),
  ...playersHandlers(players),
  ...announcementsHandlers(announcements),
  ...sponsorsHandlers(sponsors),
  // The match centre's sections: a finished match and a table (operations spec 5).
  http.get('*/api/matches', () => HttpResponse.json({ success: true, data: [result], matches: [result] })),
  http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [tournament] })),
  http.get('*/api/tournaments/:id/standings', () => HttpResponse.json({ success: true, data: [row] })),
  // Nothing live: the "Live now" strip stays away.
  http.get('*/api/live-matches', () => HttpResponse.json({ success: true, data: [] })),
  // A tournament still being played has no awards on home: asking for them is a failure.
  http.get('*/api/tournaments/:id/awards', () => {
    awardsAsked = true;
    return HttpResponse.json({ success: false, message: 'not asked for on home before the end' }, { status: 500 });
  }),
);
let awardsAsked = false;

beforeAll(() => {
  setApiBase('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  teams.fail = {};
});

function renderHome(locale: 'en' | 'hi' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <LanguageProvider locale={locale}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </LanguageProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const tile = (label: string) => screen.getByText(label, { selector: '.ui-stat__label' }).closest('.ui-stat') as HTMLElement;

describe('the home page', () => {
  it('shows the hero at once, then fills the tiles and every section in spec order', async () => {
    renderHome();
    expect(screen.getByText('Live Cricket Tournament')).toBeInTheDocument();
    // Before the settings arrive the hero carries no league's words, then the league's name.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cricket League');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GICPL Cricket League'));
    await waitFor(() => expect(tile('Teams')).toHaveTextContent('Teams3'));
    await waitFor(() => expect(tile('Players')).toHaveTextContent('Players4'));
    await waitFor(() => expect(tile('Sections')).toHaveTextContent('2GICPL-OG / GICPL-H'));

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Live Updates', 'Latest Results', 'Points Table', 'Competing Teams', 'Player Highlights', 'Our Sponsors']);

    const teamList = await screen.findByRole('list', { name: 'Teams with the most players' });
    expect(
      within(teamList)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Kaveri Kings', 'Banyan Blasters', 'Gully Gladiators']);
    const top = await screen.findByRole('list', { name: 'Top run-getters' });
    expect(
      within(top)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Rahul More', 'Ishaan Rao', 'Kabir Sen']);
    expect(await screen.findByRole('heading', { name: 'Season opener' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shree Ganesh Sports' })).toBeInTheDocument();

    const results = await screen.findByRole('list', { name: 'Latest results' });
    expect(within(results).getByRole('link', { name: 'Banyan Blasters vs Kaveri Kings' })).toHaveAttribute('href', '/matches/m1');
    expect(results).toHaveTextContent('Banyan Blasters won by 14 runs');
    const table = await screen.findByRole('table', { name: 'Points table, GICPL-OG 2026' });
    expect(within(table).getByRole('row', { name: /Banyan Blasters/ })).toHaveTextContent('+0.700');
    // The tournament is still being played: no awards yet, and none asked for.
    expect(screen.queryByRole('region', { name: 'Awards' })).not.toBeInTheDocument();
    expect(awardsAsked).toBe(false);
  });

  it("shows a finished tournament's awards under its table", async () => {
    const mvp = {
      name: 'Rahul More',
      personId: 'p-rahul',
      points: 88.5,
      matches: 7,
      breakdown: { fours: 20, sixes: 9, wickets: 4, dots: 30, catches: 3, stumpings: 0, runOuts: 0 },
    };
    const figures = { runs: 301, ballsFaced: 200, strikeRate: 150.5, ballsBowled: 60, runsConceded: 80, economy: 8 };
    const awards = {
      formula: { four: 2.5, six: 3.5, wicket: 3.5, dot: 1, catch: 2.5, stumping: 2.5, runOut: 2.5, minMatches: 3 },
      mvp: [mvp],
      playerOfTheMatch: [],
      season: {
        minMatches: 3,
        mostValuable: { ...mvp, ...figures },
        bestBatter: { ...mvp, ...figures },
        bestBowler: null,
        bestFielder: null,
        mostSixes: null,
        emergingPlayer: null,
      },
      teamOfTheTournament: [],
    };
    server.use(
      http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [{ ...tournament, status: 'completed' }] })),
      http.get('*/api/tournaments/:id/awards', () => HttpResponse.json({ success: true, data: awards })),
    );
    renderHome();
    const section = await screen.findByRole('region', { name: 'Awards' });
    expect(within(section).getByText('Best batter').nextElementSibling).toHaveTextContent('Rahul More · 301 runs');
    expect(within(section).getByRole('heading', { level: 4, name: 'Awards' })).toBeInTheDocument();
  });

  it("says Player Highlights come from this site's scorecards, and labels typed figures from before it", async () => {
    const rahul = makePlayer({ name: 'Rahul More', batting: { runs: 412 } });
    const typed = makePlayer({ batting: { runs: 1200 }, bowling: { wickets: 1 } });
    server.use(
      http.get('*/api/players/top', () =>
        HttpResponse.json({ success: true, data: [{ ...rahul, beforeSite: { batting: typed.batting, bowling: typed.bowling, fielding: typed.fielding } }] }),
      ),
    );
    renderHome();
    const section = screen.getByRole('region', { name: 'Player Highlights' });
    // The note is there before the list arrives (nothing moves when it does).
    expect(within(section).getByText("Runs, strike rates and wickets from this site's scorecards.")).toBeInTheDocument();
    const card = await within(section).findByRole('listitem');
    expect(card).toHaveTextContent('Runs412');
    expect(card).toHaveTextContent('Before this site: 1,200 runs · 1 wicket');
  });

  it('Register Now opens the configured form in a new tab', async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: /Register Now/ });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/register');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("the league's own form: Register Now leads to /register, and on a Hindi page to its Hindi twin", async () => {
    server.use(http.get('*/api/config', () => HttpResponse.json({ ...config, registrationFormUrl: '/register' })));
    const english = renderHome();
    expect(await screen.findByRole('link', { name: /Register Now/ })).toHaveAttribute('href', '/register');
    english.unmount();
    renderHome('hi');
    expect(await screen.findByRole('link', { name: /Register Now/ })).toHaveAttribute('href', '/hi/register');
  });

  it('without a form, Register Now is disabled with a note', async () => {
    server.use(http.get('*/api/config', () => HttpResponse.json({ ...config, registrationFormUrl: null })));
    renderHome();
    expect(await screen.findByText('Registration opens soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
  });

  it('a failed teams load shows the red banner and no teams', async () => {
    teams.fail.list = { status: 500 };
    renderHome();
    const section = screen.getByRole('region', { name: 'Competing Teams' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load teams');
    await waitFor(() => expect(tile('Teams')).toHaveTextContent('–'));
  });

  it('empty lists say so', async () => {
    server.use(
      http.get('*/api/teams', () => HttpResponse.json({ success: true, data: [] })),
      http.get('*/api/players/top', () => HttpResponse.json({ success: true, data: [] })),
    );
    renderHome();
    expect(await screen.findByText('No teams yet')).toBeInTheDocument();
    expect(await screen.findByText('No players yet')).toBeInTheDocument();
  });
});
