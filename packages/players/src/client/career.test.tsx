import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { makePlayer } from '../testing';
import { careerOf } from './career';
import { PlayersPage } from './players-page';
import { renderScreen } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ravi = {
  ...makePlayer({
    name: 'Ravi Kumar',
    batting: { matches: 10, runs: 300, balls: 250, highest: 72, fifties: 2, hundreds: 0, average: 30, strikeRate: 120 },
    bowling: { matches: 10, balls: 120, runsConceded: 150, wickets: 6, best: '3/20', average: 25, economy: 7.5, fiveFors: 0 },
    fielding: { catches: 4, stumpings: 0, runouts: 1 },
  }),
  id: 'p-ravi',
};
const fromCards = {
  batting: { playerId: 'p-ravi', name: 'Ravi Kumar', matches: 3, innings: 3, notOuts: 1, runs: 130, balls: 90, highest: '88*', fifties: 1, hundreds: 0 },
  bowling: { playerId: 'p-ravi', name: 'Ravi Kumar', matches: 3, balls: 72, runs: 80, wickets: 5, best: '4/18', fiveFors: 0 },
  fielding: { playerId: 'p-ravi', name: 'Ravi Kumar', catches: 2, stumpings: 0, runOuts: 0 },
};

describe('career figures on a profile (operations spec 4)', () => {
  it('adds the scorecards to the figures from before this site, and says which is which', async () => {
    server.use(
      http.get('*/api/players', () => HttpResponse.json({ success: true, data: [ravi], total: 1, page: 1, limit: 24 })),
      http.get('*/api/stats', () =>
        HttpResponse.json({ success: true, data: { batting: [fromCards.batting], bowling: [fromCards.bowling], fielding: [fromCards.fielding] } }),
      ),
    );
    renderScreen(<PlayersPage />);
    const sources = await screen.findByRole('table', { name: 'Career figures: before this site plus the scorecards' });
    const row = (name: RegExp) => within(sources).getByRole('row', { name });
    expect(row(/Before this site/)).toHaveTextContent('1030064');
    expect(row(/From scorecards/)).toHaveTextContent('313052');
    expect(row(/^Career/)).toHaveTextContent('13430116');
    expect(screen.getByRole('heading', { name: 'Batting (career)' })).toBeInTheDocument();
  });

  it('works the rates out again from the sums', () => {
    const career = careerOf(ravi, fromCards);
    // 300 at 30 is 10 dismissals before; 2 more from the scorecards.
    expect(career.batting).toMatchObject({ matches: 13, runs: 430, balls: 340, highest: 88, fifties: 3 });
    expect(career.batting.average).toBeCloseTo(430 / 12);
    expect(career.bowling).toMatchObject({ wickets: 11, runsConceded: 230, balls: 192, best: '4/18' });
    expect(career.bowling.economy).toBeCloseTo((230 * 6) / 192);
    expect(career.fielding).toEqual({ catches: 6, stumpings: 0, runouts: 1 });
    expect(careerOf(ravi, undefined)).toBe(ravi);
  });
});
