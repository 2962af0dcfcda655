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
};

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

const server = setupServer(
  http.get('*/api/config', () => HttpResponse.json(config)),
  ...teamsHandlers(teams),
  ...playersHandlers(players),
  ...announcementsHandlers(announcements),
  ...sponsorsHandlers(sponsors),
);

beforeAll(() => {
  setApiBase('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  teams.fail = {};
});

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const tile = (label: string) => screen.getByText(label, { selector: '.ui-stat__label' }).closest('.ui-stat') as HTMLElement;

describe('the home page', () => {
  it('shows the hero at once, then fills the tiles and every section in spec order', async () => {
    renderHome();
    expect(screen.getByText('Live Cricket Tournament')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GICPL Cricket League');
    await waitFor(() => expect(tile('Teams')).toHaveTextContent('Teams3'));
    await waitFor(() => expect(tile('Players')).toHaveTextContent('Players4'));
    expect(tile('Sections')).toHaveTextContent('2 / 1');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Live Updates', 'Competing Teams', 'Player Highlights', 'Our Sponsors']);

    const teamList = await screen.findByRole('list', { name: 'Teams with the most players' });
    expect(within(teamList).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Kaveri Kings', 'Banyan Blasters', 'Gully Gladiators']);
    const top = await screen.findByRole('list', { name: 'Top run-getters' });
    expect(within(top).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Rahul More', 'Ishaan Rao', 'Kabir Sen']);
    expect(await screen.findByRole('heading', { name: 'Season opener' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shree Ganesh Sports' })).toBeInTheDocument();
  });

  it('Register Now opens the configured form in a new tab', async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: /Register Now/ });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/register');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
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
