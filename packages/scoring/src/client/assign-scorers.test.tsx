import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ScorersPage } from './scorers-page';

const SCORERS = [
  { id: '11111111-1111-4111-8111-111111111111', email: 'asha@example.test', name: 'Asha Rao', createdAt: '2026-05-01T10:00:00.000Z' },
  { id: '22222222-2222-4222-8222-222222222222', email: 'ravi@example.test', name: 'Ravi Kumar', createdAt: '2026-05-01T10:00:00.000Z' },
];
const MATCH = {
  id: 'm-1',
  team1: 'Banyan Blasters',
  team2: 'Royal Strikers',
  matchDate: '2026-05-01T10:00:00.000Z',
  venue: null,
  status: 'scheduled',
  holderName: null,
};

let matches: unknown[] | 'fail' = [MATCH];
let assigned: string[] = ['asha@example.test'];
const puts: unknown[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  matches = [MATCH];
  assigned = ['asha@example.test'];
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/scorers') return json(200, { success: true, data: SCORERS });
      if (path === '/api/scorer/matches')
        return matches === 'fail' ? json(500, { success: false, message: 'Failed to load matches.' }) : json(200, { success: true, data: matches });
      if (path === '/api/matches/m-1/scorers' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { emails: string[] };
        puts.push(body);
        assigned = body.emails;
        return json(200, { success: true, data: { matchId: 'm-1', emails: assigned } });
      }
      if (path === '/api/matches/m-1/scorers') return json(200, { success: true, data: { matchId: 'm-1', emails: assigned } });
      return json(404, { success: false, message: 'Not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ScorersPage />
    </QueryClientProvider>,
  );
}

it('an admin picks a match, sees who is assigned, ticks another scorer and saves the whole list', async () => {
  renderPage();
  const section = await screen.findByRole('region', { name: 'Assign scorers to a match' });
  // The list of matches arrives after the box: pick once the match is in it.
  await within(section).findByRole('option', { name: /Banyan Blasters v Royal Strikers/ });
  fireEvent.change(within(section).getByLabelText('Match'), { target: { value: 'm-1' } });
  const asha = await within(section).findByRole<HTMLInputElement>('checkbox', { name: /Asha Rao/ });
  const ravi = within(section).getByRole<HTMLInputElement>('checkbox', { name: /Ravi Kumar/ });
  // Ticked once the match's own list has arrived (it may come after the scorers).
  await waitFor(() => expect(asha.checked).toBe(true));
  expect(ravi.checked).toBe(false);
  fireEvent.click(ravi);
  fireEvent.click(within(section).getByRole('button', { name: 'Save scorers for this match' }));
  expect(await within(section).findByText(/2 scorers are assigned to Banyan Blasters v Royal Strikers/)).toBeTruthy();
  expect(puts).toEqual([{ emails: ['asha@example.test', 'ravi@example.test'] }]);
});

it('says so when there is no match to assign, and offers a retry when the matches fail to load', async () => {
  matches = [];
  const view = renderPage();
  expect(await screen.findByText('No matches to score')).toBeTruthy();
  view.unmount();
  matches = 'fail';
  renderPage();
  const section = await screen.findByRole('region', { name: 'Assign scorers to a match' });
  expect(await within(section).findByText('Failed to load matches.')).toBeTruthy();
  matches = [MATCH];
  fireEvent.click(within(section).getByRole('button', { name: /retry/i }));
  expect(await within(section).findByLabelText('Match')).toBeTruthy();
});
