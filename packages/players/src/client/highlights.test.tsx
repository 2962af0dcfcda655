import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createPlayersMock, makePlayer, playersHandlers } from '../testing';
import { PlayerHighlightCard, useLeaderboards, useTopPlayers, type Player } from './index';
import { renderScreen } from './test-render';

const mock = createPlayersMock([
  makePlayer({ name: 'Low Scorer', batting: { runs: 10 } }),
  makePlayer({
    name: 'Ravi Kumar',
    jerseyNumber: 18,
    batStyle: 'LHB',
    bowlStyle: 'Left-arm',
    batting: { runs: 412, strikeRate: 138.456 },
    bowling: { wickets: 9 },
  }),
  makePlayer({ name: 'Meera Nair', batting: { runs: 300 } }),
  makePlayer({ name: 'Dev Shetty', batting: { runs: 200 } }),
]);
const server = setupServer(...playersHandlers(mock));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Highlights() {
  const top = useTopPlayers();
  return (
    <ul aria-label="Highlights">
      {top.data?.map((p: Player) => (
        <PlayerHighlightCard key={p.id} player={p} as="li" />
      ))}
    </ul>
  );
}

function Board() {
  const board = useLeaderboards();
  return <p>{board.data ? `Top: ${board.data.topRuns[0]?.name} (${board.data.table.length} rows)` : 'loading'}</p>;
}

describe('home Player Highlights', () => {
  it('useTopPlayers() asks the server for the top 3 by runs; each card shows initials, jersey, styles, runs, SR and wickets', async () => {
    renderScreen(<Highlights />);
    const list = screen.getByRole('list', { name: 'Highlights' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Ravi Kumar', 'Meera Nair', 'Dev Shetty']);
    expect(mock.calls.find((c) => c.path === '/api/players/top')).toBeTruthy();
    const ravi = within(list).getAllByRole('listitem')[0]!;
    expect(ravi.querySelector('.ui-avatar')).toHaveTextContent('RK');
    expect(ravi).toHaveTextContent('Jersey number #18');
    expect(ravi).toHaveTextContent('LHB · Left-arm');
    expect(ravi).toHaveTextContent('Runs412');
    expect(ravi).toHaveTextContent('Strike rate138.46');
    expect(ravi).toHaveTextContent('Wickets9');
  });

  it("labels the profile's typed figures 'Before this site', apart from the scorecards' runs and wickets", () => {
    const player = makePlayer({ name: 'Old Hand', batting: { runs: 26, strikeRate: 520 }, bowling: { wickets: 1 } });
    const typed = makePlayer({ batting: { runs: 5000 }, bowling: { wickets: 300 } });
    renderScreen(<PlayerHighlightCard player={{ ...player, beforeSite: { batting: typed.batting, bowling: typed.bowling, fielding: typed.fielding } }} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Runs26');
    expect(card).toHaveTextContent('Wickets1');
    expect(card).toHaveTextContent('Before this site: 5,000 runs · 300 wickets');
  });

  it('says nothing of before this site when nothing was typed', () => {
    const player = makePlayer({ name: 'New Face', batting: { runs: 12 } });
    const none = makePlayer({});
    renderScreen(<PlayerHighlightCard player={{ ...player, beforeSite: { batting: none.batting, bowling: none.bowling, fielding: none.fielding } }} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Before this site');
  });

  it('shows a photo when there is one', () => {
    renderScreen(<PlayerHighlightCard player={makePlayer({ name: 'Photo Person', photoUrl: 'https://img.example.org/p.jpg' })} />);
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', 'https://img.example.org/p.jpg');
  });
});

describe('useLeaderboards', () => {
  it('gives the leaderboards object itself', async () => {
    renderScreen(<Board />);
    expect(await screen.findByText('Top: Ravi Kumar (4 rows)')).toBeInTheDocument();
  });
});
