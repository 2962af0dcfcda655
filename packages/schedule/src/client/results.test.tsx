import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createScheduleStore, makeMatch, scheduleHandlers } from '../testing';
import { SchedulePage } from './schedule-page';
import { configHandler, renderScreen } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

beforeEach(() => {
  const store = createScheduleStore({
    matches: [
      makeMatch({
        id: 'done',
        _id: 'done',
        team1: 'Banyan Blasters',
        team2: 'Kaveri Kings',
        team1Id: 'b',
        team2Id: 'k',
        matchDate: '2026-11-01T09:30:00.000Z',
        status: 'completed',
        result: 'Banyan Blasters won by 14 runs',
      }),
      makeMatch({
        id: 'live',
        _id: 'live',
        team1: 'Deccan Dhurandhars',
        team2: 'Kaveri Kings',
        team1Id: 'd',
        team2Id: 'k',
        matchDate: '2026-11-02T09:30:00.000Z',
        status: 'live',
        result: null,
      }),
      makeMatch({
        id: 'next',
        _id: 'next',
        team1: 'Banyan Blasters',
        team2: 'Deccan Dhurandhars',
        team1Id: 'b',
        team2Id: 'd',
        matchDate: '2099-11-03T09:30:00.000Z',
        venue: 'Maidan Ground 2',
      }),
    ],
  });
  server.use(
    configHandler,
    ...scheduleHandlers(store),
    http.get('*/api/matches/live/scorecard', () =>
      HttpResponse.json({ success: true, data: { innings: [{ team: 'Deccan Dhurandhars', runs: 61, wickets: 2, overs: '7.3' }] } }),
    ),
  );
});

const card = (name: RegExp) => screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''))!;

describe('SchedulePage results (operations spec 5)', () => {
  it('shows a result line and a live score, each opening its match page', async () => {
    renderScreen(<SchedulePage />);
    expect(await screen.findByText('Banyan Blasters won by 14 runs')).toBeInTheDocument();
    const done = card(/won by 14 runs/);
    expect(within(done).getByText('Result')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Banyan Blasters vs Kaveri Kings' })).toHaveAttribute('href', '/matches/done');
    const live = card(/Deccan Dhurandhars vs Kaveri Kings/);
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(await within(live).findByText('Deccan Dhurandhars 61/2 (7.3 ov)')).toBeInTheDocument();
    expect(card(/Maidan Ground 2/)).toHaveTextContent('Upcoming');
  });

  it("filters by team, and offers that team's calendar feed", async () => {
    renderScreen(<SchedulePage />);
    await screen.findByText('Banyan Blasters won by 14 runs');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show matches of' }), 'k');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Banyan Blasters vs Kaveri Kings',
      'Deccan Dhurandhars vs Kaveri Kings',
    ]);
    expect(screen.getByRole('link', { name: 'Add Kaveri Kings to calendar' })).toHaveAttribute('href', '/api/matches.ics?team=k');
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toMatch(/\/api\/matches\.ics\?team=k$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show matches of' }), '');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
