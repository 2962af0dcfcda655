/**
 * Seasons as a scope on the schedule screen (issue 31): it opens on the current season at
 * today's date, and an archive season is a choice away in the "Season" select, never first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createScheduleStore, makeMatch, scheduleHandlers } from '../testing';
import { SchedulePage } from './schedule-page';
import { configHandler, renderScreen } from './test-utils';

const server = setupServer();
// 10:00 on Tuesday 1 December in New York (the test zone).
const NOW = new Date('2026-12-01T15:00:00Z');

const CURRENT = [
  makeMatch({ team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2026-11-20T14:00:00.000Z' }),
  makeMatch({ team1: 'Heritage Lions', team2: 'Royal Strikers', matchDate: '2026-11-25T14:00:00.000Z' }),
  makeMatch({ team1: 'Thunder Kings', team2: 'Heritage Lions', matchDate: '2026-12-01T20:00:00.000Z' }),
  makeMatch({ team1: 'Royal Strikers', team2: 'Heritage Lions', matchDate: '2026-12-05T14:00:00.000Z' }),
];
const ARCHIVE = [makeMatch({ team1: 'Kolkata Knight Riders', team2: 'Deccan Chargers', matchDate: '2008-04-20T14:00:00.000Z' })];

let asked: string[];
let scrolled: Element[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  asked = [];
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  server.use(configHandler, ...scheduleHandlers(createScheduleStore()));
  // The server's answer: the current season unless another is named, the current first among the seasons.
  server.use(
    http.get('*/api/matches', ({ request }) => {
      const season = new URL(request.url).searchParams.get('season') ?? '2026';
      asked.push(season);
      const data = season === '2008' ? ARCHIVE : CURRENT;
      return HttpResponse.json({ success: true, data, matches: data, season, seasons: ['2026', '2008'] });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const teamOptions = () =>
  within(screen.getByLabelText('Show matches of'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the schedule and its seasons', () => {
  it('opens on the current season at today, with the archive after it in the Season choice', async () => {
    renderScreen(<SchedulePage />);
    await screen.findByRole('region', { name: 'Saturday, 5 December 2026' });
    const season = screen.getByLabelText('Season');
    expect(
      within(season)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2008']);
    expect(season).toHaveValue('2026');
    await waitFor(() => expect(scrolled).toEqual([screen.getByRole('region', { name: 'Tuesday, 1 December 2026' })]));
    expect(teamOptions()).toEqual(['All teams', 'Heritage Lions', 'Royal Strikers', 'Thunder Kings']);
    expect(asked).toEqual(['2026']);
  });

  it('shows an archive season when chosen: its fixtures, its teams and its calendar', async () => {
    const user = userEvent.setup();
    renderScreen(<SchedulePage />);
    await screen.findByRole('region', { name: 'Saturday, 5 December 2026' });
    await user.selectOptions(screen.getByLabelText('Season'), '2008');

    await screen.findByRole('region', { name: 'Sunday, 20 April 2008' });
    expect(screen.queryByRole('region', { name: 'Tuesday, 1 December 2026' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Season')).toHaveValue('2008');
    expect(teamOptions()).toEqual(['All teams', 'Deccan Chargers', 'Kolkata Knight Riders']);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/matches.ics?season=2008');
    expect(asked).toEqual(['2026', '2008']);
    expect(scrolled, 'an archive season opens at its top').toHaveLength(1);

    // Back to the current season: the bare list again, answered from the cache.
    await user.selectOptions(screen.getByLabelText('Season'), '2026');
    await screen.findByRole('region', { name: 'Tuesday, 1 December 2026' });
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/matches.ics');
  });
});
