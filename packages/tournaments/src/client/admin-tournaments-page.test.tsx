import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { AdminTournamentsPage } from './admin-tournaments-page';
import { makeTournament } from './test-data';
import { configHandler, renderScreen, signInAsAdmin } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// Team ids are UUIDs, as the contract holds a tournament's teamIds to.
const [B, K, D] = ['b', 'c', 'd'].map((x) => `00000000-0000-4000-8000-00000000000${x}`) as [string, string, string];
const fixture = {
  id: 'm1',
  _id: 'm1',
  team1: 'Banyan Blasters',
  team2: 'Kaveri Kings',
  matchDate: '2026-11-15T09:30:00.000Z',
  pressLink: null,
  auctionLink: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  tournamentId: 't-og-2026',
  team1Id: B,
  team2Id: K,
  venue: 'Maidan Ground 2',
  ground: { name: 'Maidan Ground 2', address: null, mapUrl: null },
  stage: 'league',
  status: 'scheduled',
  result: null,
};
const team = (id: string, name: string) => ({ _id: id, name, section: 'GICPL-OG', captain: 'C', players: [] });

let posted: { path: string; body: unknown }[];
let adultsAsked: Array<string | null>;
let rainedOff: boolean;
beforeEach(() => {
  rainedOff = false;
  posted = [];
  adultsAsked = [];
  signInAsAdmin();
  const tournaments = [
    makeTournament({
      points: { win: 2, tie: 1, noResult: 1, loss: 0, mvp: { four: 1, six: 2, wicket: 25, dot: 0.5, catch: 8, stumping: 12, runOut: 6, minMatches: 2 } },
      teamIds: [B, K],
    }),
  ];
  const seen = new Set<string>();
  server.use(
    configHandler,
    http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: tournaments })),
    http.post('*/api/tournaments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ path: '/api/tournaments', body });
      tournaments.push(makeTournament({ id: 'new', name: body.name as string, season: body.season as string }));
      return HttpResponse.json({ success: true, data: tournaments.at(-1) }, { status: 201 });
    }),
    http.post('*/api/tournaments/:id/cricsheet', async ({ request }) => {
      adultsAsked.push(new URL(request.url).searchParams.get('adults'));
      const body = (await request.json()) as { info?: { event?: string }; bad?: boolean };
      if (!body.info) return HttpResponse.json({ success: false, message: 'This is not a Cricsheet match file' }, { status: 400 });
      const key = JSON.stringify(body);
      const created = !seen.has(key);
      seen.add(key);
      return HttpResponse.json({ success: true, data: { matchId: `match-${seen.size}`, created } }, { status: created ? 201 : 200 });
    }),
    http.put('*/api/tournaments/:id', async ({ request, params }) => {
      posted.push({ path: `/api/tournaments/${params.id}`, body: await request.json() });
      return HttpResponse.json({ success: true, data: tournaments[0] });
    }),
    http.get('*/api/matches', () => HttpResponse.json({ success: true, data: [fixture], matches: [fixture] })),
    http.get('*/api/teams', () =>
      HttpResponse.json({ success: true, data: [team(B, 'Banyan Blasters'), team(K, 'Kaveri Kings'), team(D, 'Deccan Dhurandhars')] }),
    ),
    http.post('*/api/matches/:id/result', async ({ request, params }) => {
      posted.push({ path: `/api/matches/${params.id}/result`, body: await request.json() });
      return HttpResponse.json({ success: true, data: {} });
    }),
    http.post('*/api/matches/:id/reschedule', async ({ request, params }) => {
      posted.push({ path: `/api/matches/${params.id}/reschedule`, body: await request.json() });
      if (rainedOff) return HttpResponse.json({ success: false, message: 'No free slot before 2027-01-17' }, { status: 409 });
      return HttpResponse.json({ success: true, message: 'Match rescheduled', data: { ...fixture, matchDate: '2026-11-22T09:30:00.000Z', sequence: 1 } });
    }),
    http.put('*/api/matches/:id', async ({ request, params }) => {
      posted.push({ path: `/api/matches/${params.id}`, body: await request.json() });
      return HttpResponse.json({ success: true, data: fixture });
    }),
  );
});

const file = (name: string, content: unknown) => new File([JSON.stringify(content)], name, { type: 'application/json' });

describe('AdminTournamentsPage', () => {
  it('creates a tournament, checked by the contract first', async () => {
    renderScreen(<AdminTournamentsPage />);
    await screen.findByRole('row', { name: /GICPL-OG 2026/ });
    await userEvent.click(screen.getByRole('button', { name: 'New tournament' }));
    const dialog = screen.getByRole('dialog', { name: 'New tournament' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
    expect(within(dialog).getByText('Tournament name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Winter Cup');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Overs per innings' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Overs per innings' }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByRole('row', { name: /Winter Cup/ })).toBeInTheDocument();
    expect(posted[0]!.body).toMatchObject({ name: 'Winter Cup', format: { oversPerInnings: 10, ballsPerOver: 6 }, points: { win: 2 } });
  });

  it("saves an edited tournament with its awards formula, prefilled from the tournament's and checked at its fields", async () => {
    renderScreen(<AdminTournamentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit GICPL-OG 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit GICPL-OG 2026' });
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Win' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Win' }), '4');
    await userEvent.click(within(dialog).getByText('MVP points (awards)'));
    const six = within(dialog).getByRole('spinbutton', { name: 'Six' });
    expect(six).toHaveValue(2);
    await userEvent.clear(six);
    await userEvent.type(six, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tournament' }));
    expect(within(dialog).getByText('MVP points must be numbers between 0 and 100')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.clear(six);
    await userEvent.type(six, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tournament' }));
    await screen.findByText('Tournament saved');
    const { points } = posted.at(-1)!.body as { points: Record<string, unknown> };
    expect(points).toEqual({
      win: 4,
      tie: 1,
      noResult: 1,
      loss: 0,
      mvp: { four: 1, six: 4, wicket: 25, dot: 0.5, catch: 8, stumping: 12, runOut: 6, minMatches: 2 },
    });
  });

  it("chooses a tournament's teams, its current ones checked, and sends them", async () => {
    renderScreen(<AdminTournamentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit GICPL-OG 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit GICPL-OG 2026' });
    const teams = within(dialog).getByRole('group', { name: 'Teams' });
    expect(await within(teams).findByRole('checkbox', { name: 'Banyan Blasters (GICPL-OG)' })).toBeChecked();
    expect(within(teams).getByRole('checkbox', { name: 'Kaveri Kings (GICPL-OG)' })).toBeChecked();
    expect(within(teams).getByText('2 chosen')).toBeInTheDocument();
    await userEvent.click(within(teams).getByRole('checkbox', { name: 'Deccan Dhurandhars (GICPL-OG)' }));
    await userEvent.click(within(teams).getByRole('checkbox', { name: 'Banyan Blasters (GICPL-OG)' }));
    expect(within(teams).getByText('2 chosen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tournament' }));
    await screen.findByText('Tournament saved');
    expect(posted.at(-1)).toMatchObject({ path: '/api/tournaments/t-og-2026', body: { teamIds: [K, D] } });
  });

  it("moves a fixture to the next free slot after a confirmation, and says the server's 409", async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    renderScreen(<AdminTournamentsPage />);
    const move = await screen.findByRole('button', { name: 'Move to next free slot: Banyan Blasters vs Kaveri Kings' });
    await userEvent.click(move);
    expect(confirm).toHaveBeenCalledWith('Move Banyan Blasters vs Kaveri Kings to the next free slot?');
    expect(posted).toEqual([]);
    await userEvent.click(move);
    expect(await screen.findByText('Banyan Blasters vs Kaveri Kings moved to Sun, 22 Nov 2026, 9:30 am')).toBeInTheDocument();
    // The server finds the slot among the weekly slots the fixtures are played at.
    expect(posted.at(-1)).toEqual({ path: '/api/matches/m1/reschedule', body: {} });
    rainedOff = true;
    await userEvent.click(move);
    expect(await screen.findByText('No free slot before 2027-01-17')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('imports many files with a line each: imported, already imported, failed', async () => {
    renderScreen(<AdminTournamentsPage />);
    const input = await screen.findByLabelText('Cricsheet JSON files');
    const match = { meta: { data_version: '1.1.0' }, info: { event: 'IPL' }, innings: [] };
    await userEvent.upload(input, [file('1.json', match), file('2.json', { nope: true }), file('bad.json', 'x')]);
    // A file that is not JSON at all.
    Object.defineProperty((input as HTMLInputElement).files![2]!, 'text', { value: async () => '{not json' });
    await userEvent.click(screen.getByRole('button', { name: 'Import files' }));
    expect(await screen.findByText('Done: 1 imported, 0 already imported, 2 failed.')).toBeInTheDocument();
    const files = screen.getByRole('list', { name: 'Files' });
    expect(within(files).getAllByRole('listitem')[0]).toHaveTextContent('Imported');
    expect(within(files).getByRole('link', { name: 'Open match from 1.json' })).toHaveAttribute('href', '/matches/match-1');
    expect(within(files).getAllByRole('listitem')[1]).toHaveTextContent('This is not a Cricsheet match file');
    expect(within(files).getAllByRole('listitem')[2]).toHaveTextContent('This is not a Cricsheet match file');

    await userEvent.upload(input, [file('1-again.json', match)]);
    await userEvent.click(screen.getByRole('button', { name: 'Import files' }));
    expect(await screen.findByText('Done: 0 imported, 1 already imported, 0 failed.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Files' })).getByText('Already imported')).toBeInTheDocument();
    // Nobody vouched for the files' adults: none of them was asked with ?adults=true.
    expect(adultsAsked.every((a) => a === null)).toBe(true);
  });

  it("sends the admin's word that a file's people are adults only when ticked", async () => {
    renderScreen(<AdminTournamentsPage />);
    const input = await screen.findByLabelText('Cricsheet JSON files');
    const match = { meta: { data_version: '1.1.0' }, info: { event: 'IPL' }, innings: [] };
    await userEvent.click(screen.getByRole('checkbox', { name: /Everyone named in these files is an adult/ }));
    await userEvent.upload(input, [file('pro.json', match)]);
    await userEvent.click(screen.getByRole('button', { name: 'Import files' }));
    expect(await screen.findByText('Done: 1 imported, 0 already imported, 0 failed.')).toBeInTheDocument();
    expect(adultsAsked).toEqual(['true']);
  });

  it('enters a result typed in after the fact, with the margin worked out', async () => {
    renderScreen(<AdminTournamentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter result for Banyan Blasters vs Kaveri Kings' }));
    const dialog = screen.getByRole('dialog', { name: /Result: Banyan Blasters vs Kaveri Kings/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(within(dialog).getByText('Pick the winning team')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Winner/ }), 'Banyan Blasters');
    const first = within(dialog).getByRole('group', { name: /batting first/ });
    const second = within(dialog).getByRole('group', { name: /batting second/ });
    await userEvent.type(within(first).getByRole('spinbutton', { name: 'Runs' }), '172');
    await userEvent.type(within(first).getByRole('spinbutton', { name: 'Wickets' }), '4');
    await userEvent.type(within(second).getByRole('spinbutton', { name: 'Runs' }), '158');
    await userEvent.type(within(second).getByRole('spinbutton', { name: 'Wickets' }), '10');
    await userEvent.clear(within(second).getByRole('textbox', { name: 'Overs' }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Overs' }), '18.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      path: '/api/matches/m1/result',
      body: {
        type: 'win',
        winner: 'Banyan Blasters',
        by: { runs: 14 },
        innings: [
          { team: 'Banyan Blasters', runs: 172, wickets: 4, balls: 120 },
          { team: 'Kaveri Kings', runs: 158, wickets: 10, balls: 112 },
        ],
      },
    });
  });

  it('records an abandoned match without totals, and edits a fixture with teams from the list', async () => {
    renderScreen(<AdminTournamentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter result for Banyan Blasters vs Kaveri Kings' }));
    let dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Result' }), 'abandoned');
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await screen.findByText('Result saved');
    expect(posted.at(-1)!.body).toEqual({ type: 'abandoned' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Banyan Blasters vs Kaveri Kings' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Banyan Blasters vs Kaveri Kings' });
    await within(dialog).findAllByRole('option', { name: 'Deccan Dhurandhars (GICPL-OG)' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Team 2/ }), D);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Stage/ }), 'playoff');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Venue' }), ' East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save match' }));
    await screen.findByText('Match saved');
    expect(posted.at(-1)).toMatchObject({
      path: '/api/matches/m1',
      body: {
        team1: 'Banyan Blasters',
        team2: 'Deccan Dhurandhars',
        team1Id: B,
        team2Id: D,
        stage: 'playoff',
        venue: 'Maidan Ground 2 East',
        tournamentId: 't-og-2026',
        matchDate: '2026-11-15T09:30:00.000Z',
      },
    });
  });
});
