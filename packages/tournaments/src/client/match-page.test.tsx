import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { MatchPage } from './match-page';
import { chartSeries } from './match-charts';
import { makeAwards, makeScorecard, makeTournament } from './test-data';
import { configHandler, renderScreen, signInAsAdmin } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tournaments = http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [makeTournament()] }));
const awards = http.get('*/api/tournaments/:id/awards', () => HttpResponse.json({ success: true, data: makeAwards() }));
const open = (id = 'm1') => renderScreen(<MatchPage />, { path: `/matches/${id}`, route: '/matches/:id' });

describe('MatchPage', () => {
  it('shows the result, both innings with dismissals, extras, total, fall of wickets and bowling', async () => {
    server.use(
      configHandler,
      tournaments,
      awards,
      http.get('*/api/matches/m1/scorecard', () => HttpResponse.json({ success: true, data: makeScorecard() })),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Banyan Blasters vs Kaveri Kings' })).toBeInTheDocument();
    expect(screen.getByText('Banyan Blasters won by 14 runs')).toBeInTheDocument();
    // Shared as both teams and the result, on WhatsApp when the phone has no share sheet.
    const share = () => new URL(screen.getByRole('link', { name: 'Share' }).getAttribute('href')!);
    expect(share().origin).toBe('https://wa.me');
    await waitFor(() => expect(share().searchParams.get('text')).toMatch(/^Banyan Blasters vs Kaveri Kings: Banyan Blasters won by 14 runs http/));
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Toss: Kaveri Kings, chose to field')).toBeInTheDocument();
    // The scorecard's suggestion while the organiser has chosen no one.
    expect(await screen.findByText('Player of the match: Asha Rao')).toBeInTheDocument();
    expect(screen.getByText(/Maidan Ground 2/)).toBeInTheDocument();

    const first = screen.getByRole('region', { name: /Banyan Blasters 1st innings/ });
    const batting = within(first).getByRole('table', { name: /Batting, Banyan Blasters/ });
    const opener = within(batting).getByRole('row', { name: /Banyan Blasters Opener/ });
    expect(within(opener).getAllByText('c Rao b Menon').length).toBeGreaterThan(0);
    expect(opener).toHaveTextContent('151.22');
    expect(within(batting).getByRole('row', { name: /Extras/ })).toHaveTextContent('7 (w 4, nb 1, b 0, lb 2)');
    expect(within(batting).getByRole('row', { name: /Total/ })).toHaveTextContent('172/4 (20 overs)');
    expect(within(first).getByText('88-1')).toBeInTheDocument();
    const bowling = within(first).getByRole('table', { name: /Bowling against Banyan Blasters/ });
    expect(within(bowling).getByRole('row', { name: /Kaveri Quick/ })).toHaveTextContent('7.00');

    expect(screen.getByRole('region', { name: /Kaveri Kings 2nd innings/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Cricsheet' })).toHaveAttribute('href', '/api/matches/m1/cricsheet');
    expect(screen.getByRole('link', { name: 'GICPL-OG 2026' })).toHaveAttribute('href', '/standings');
  });

  it('says when the match has not started, and shows no download', async () => {
    server.use(
      configHandler,
      tournaments,
      awards,
      http.get('*/api/matches/m1/scorecard', () =>
        HttpResponse.json({ success: true, data: makeScorecard({ status: 'scheduled', result: null, toss: null, innings: [] }) }),
      ),
    );
    open();
    expect(await screen.findByText('No scorecard yet')).toBeInTheDocument();
    expect(screen.getByText('Not played yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Cricsheet' })).not.toBeInTheDocument();
  });

  it('shows a Live badge and the current score while the match is scored', async () => {
    const live = makeScorecard({ status: 'live', result: null });
    live.innings = [live.innings[0]!, { ...live.innings[1]!, runs: 61, wickets: 2, overs: '7.3', balls: 45 }];
    server.use(
      configHandler,
      tournaments,
      awards,
      http.get('*/api/matches/m1/scorecard', () => HttpResponse.json({ success: true, data: live })),
    );
    open();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Kaveri Kings 61/2 (7.3 ov)')).toBeInTheDocument();
  });

  it('tells a missing match from a failure, with Retry for the failure', async () => {
    server.use(
      configHandler,
      tournaments,
      awards,
      http.get('*/api/matches/nope/scorecard', () => HttpResponse.json({ success: false, message: 'Match not found' }, { status: 404 })),
    );
    open('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();

    server.use(http.get('*/api/matches/m2/scorecard', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 500 })));
    open('m2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
  it("names the organiser's player of the match over the scorecard's suggestion", async () => {
    const chosen = makeAwards({
      playerOfTheMatch: [{ matchId: 'm1', suggested: { name: 'Asha Rao', personId: 'p-asha', points: 22 }, chosen: { name: 'Dev Menon', personId: 'p-dev' } }],
    });
    server.use(
      configHandler,
      tournaments,
      http.get('*/api/tournaments/:id/awards', () => HttpResponse.json({ success: true, data: chosen })),
      http.get('*/api/matches/m1/scorecard', () => HttpResponse.json({ success: true, data: makeScorecard() })),
    );
    open();
    expect(await screen.findByText('Player of the match: Dev Menon')).toBeInTheDocument();
    expect(screen.queryByText(/Asha Rao/)).not.toBeInTheDocument();
  });
  it('lets an admin choose the player of the match from the players on this scorecard, or go back to the suggestion', async () => {
    signInAsAdmin();
    const row = (name: string, personId: string) => ({ ...makeAwards().mvp[0]!, name, personId });
    let chosen: { name: string; personId: string } | null = null;
    const sent: unknown[] = [];
    server.use(
      configHandler,
      tournaments,
      http.get('*/api/tournaments/:id/awards', () =>
        HttpResponse.json({
          success: true,
          data: makeAwards({
            mvp: [row('Banyan Blasters Opener', 'p-opener'), row('Kaveri Quick', 'p-quick'), row('Not On This Card', 'p-elsewhere')],
            playerOfTheMatch: [{ matchId: 'm1', suggested: { name: 'Banyan Blasters Opener', personId: 'p-opener', points: 30 }, chosen }],
          }),
        }),
      ),
      http.put('*/api/matches/m1/player-of-match', async ({ request }) => {
        const body = (await request.json()) as { personId: string | null };
        sent.push(body);
        chosen = body.personId ? { name: 'Kaveri Quick', personId: body.personId } : null;
        return HttpResponse.json({ success: true, data: { matchId: 'm1', chosen } });
      }),
      http.get('*/api/matches/m1/scorecard', () => HttpResponse.json({ success: true, data: makeScorecard() })),
    );
    open();
    const select = await screen.findByRole('combobox', { name: 'Player of the match' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Suggested: Banyan Blasters Opener', 'Banyan Blasters Opener', 'Kaveri Quick']);
    await userEvent.selectOptions(select, 'Kaveri Quick');
    await waitFor(() => expect(select).toHaveValue('p-quick'));
    await userEvent.selectOptions(select, 'Suggested: Banyan Blasters Opener');
    await waitFor(() => expect(select).toHaveValue(''));
    expect(sent).toEqual([{ personId: 'p-quick' }, { personId: null }]);
    localStorage.clear();
  });
});

describe('chartSeries', () => {
  it('numbers overs from 1 and stops the worm where a short innings stopped', () => {
    const card = makeScorecard();
    const short = { ...card.innings[1]!, overRuns: [4, 6, 10] };
    const { labels, perOver, worm } = chartSeries([card.innings[0]!, short]);
    expect(labels).toHaveLength(20);
    expect(labels[0]).toBe('1');
    expect(perOver[1]!.data.slice(0, 4)).toEqual([4, 6, 10, 0]);
    expect(worm[1]!.data.slice(0, 3)).toEqual([4, 10, 20]);
    expect(worm[1]!.data[3]).toBeNaN();
  });
});
