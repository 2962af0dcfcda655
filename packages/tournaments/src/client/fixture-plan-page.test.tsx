import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { toLocalInput } from '@league/ui/format';
import { FixturePlanPage } from './fixture-plan-page';
import { makeTournament } from './test-data';
import { configHandler, renderScreen, signInAsAdmin } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const team = (id: string, name: string) => ({ _id: id, name, section: 'GICPL-OG', captain: 'C', players: [] });
const ground = (id: string, name: string) => ({ id, name, address: null, mapUrl: null });
const names: Record<string, string> = { a: 'Aces', b: 'Bears', c: 'Cobras', d: 'Dhols' };
const fairness = (teamId: string) => ({ teamId, team: names[teamId], matches: 1, byes: 0, minRestDays: null, bySlotTime: { '07:00': 1 }, byGround: {} });
// 01:30 UTC is 07:00 in the league's zone (Asia/Kolkata); the tests run in New York.
const plan = {
  fixtures: [
    { team1Id: 'a', team2Id: 'b', team1: 'Aces', team2: 'Bears', matchDate: '2026-04-04T01:30:00.000Z', ground: 'Maidan' },
    { team1Id: 'c', team2Id: 'd', team1: 'Cobras', team2: 'Dhols', matchDate: '2026-04-04T01:30:00.000Z', ground: 'Oval' },
  ],
  unplaced: [{ team1Id: 'a', team2Id: 'c', reason: 'No free slot between the dates' }],
  fairness: ['a', 'b', 'c', 'd'].map(fairness),
};

let calls: { path: string; body: Record<string, unknown> }[];
let applyAnswers: Array<[number, Record<string, unknown>]>;

function serve(teamIds: string[], groups?: { name: string; teamIds: string[] }[]) {
  server.use(
    configHandler,
    http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [makeTournament({ id: 't1', name: 'Summer League', teamIds, groups })] })),
    http.get('*/api/teams', () => HttpResponse.json({ success: true, data: [team('a', 'Aces'), team('b', 'Bears'), team('c', 'Cobras'), team('d', 'Dhols')] })),
    http.get('*/api/grounds', () => HttpResponse.json({ success: true, data: [ground('g1', 'Maidan'), ground('g2', 'Oval')] })),
    http.post('*/api/tournaments/t1/fixture-plan', async ({ request }) => {
      calls.push({ path: 'preview', body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ success: true, data: plan });
    }),
    http.post('*/api/tournaments/t1/fixture-plan/apply', async ({ request }) => {
      calls.push({ path: 'apply', body: (await request.json()) as Record<string, unknown> });
      const [status, body] = applyAnswers.shift()!;
      return HttpResponse.json(body, { status });
    }),
  );
}

beforeEach(() => {
  calls = [];
  applyAnswers = [];
  signInAsAdmin();
});

const open = () => renderScreen(<FixturePlanPage />, { path: '/admin/tournaments/t1/fixtures', route: '/admin/tournaments/:id/fixtures' });

async function preview(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(await screen.findByLabelText(/^Start date/), { target: { value: '2026-04-01' } });
  fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2026-04-30' } });
  const slot = screen.getByRole('group', { name: 'Slot 1' });
  await within(slot).findByRole('option', { name: 'Maidan' });
  await user.selectOptions(within(slot).getByLabelText('Ground'), 'Maidan');
  await user.click(screen.getByRole('button', { name: 'Add Blackout' }));
  const blackout = screen.getByRole('group', { name: 'Blackout 1' });
  await user.selectOptions(within(blackout).getByLabelText('Team'), 'Bears');
  fireEvent.change(within(blackout).getByLabelText('From'), { target: { value: '2026-04-10' } });
  fireEvent.change(within(blackout).getByLabelText('To'), { target: { value: '2026-04-12' } });
  await user.clear(screen.getByLabelText('Seed'));
  await user.type(screen.getByLabelText('Seed'), 'summer');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  return screen.findByRole('heading', { name: 'Plan: 2 fixtures' });
}

describe('the fixture generator', () => {
  it('reads an instant as the league’s wall time', () => {
    expect(toLocalInput('2026-04-04T01:30:00.000Z', 'Asia/Kolkata')).toBe('2026-04-04T07:00');
    expect(toLocalInput('2026-04-04T23:45:00.000Z', 'Asia/Kolkata')).toBe('2026-04-05T05:15');
  });

  it('previews a plan, takes edits, shows a refused apply’s message and keeps the edits, then applies', async () => {
    serve(['a', 'b', 'c', 'd']);
    const user = userEvent.setup();
    open();
    const heading = await preview(user);
    expect(heading).toHaveFocus();
    expect(calls[0]).toEqual({
      path: 'preview',
      body: {
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        rounds: 1,
        maxPerTeamPerDay: 1,
        seed: 'summer',
        slots: [{ weekday: 6, time: '07:00', ground: 'Maidan' }],
        blackouts: [{ teamId: 'b', from: '2026-04-10', to: '2026-04-12' }],
        groups: [],
      },
    });

    const fixtures = screen.getByRole('table', { name: /^Fixtures/ });
    const when = within(fixtures).getByLabelText('Date and time of Aces v Bears');
    expect(when).toHaveValue('2026-04-04T07:00');
    expect(screen.getByText(/Aces v Cobras: No free slot between the dates/)).toBeInTheDocument();
    const fair = screen.getByRole('table', { name: 'Fairness per team' });
    expect(within(fair).getAllByRole('row')).toHaveLength(5);
    expect(within(fair).getByRole('row', { name: /Dhols/ })).toHaveTextContent('07:00: 1');

    fireEvent.change(when, { target: { value: '2026-04-05T15:00' } });
    await user.selectOptions(within(fixtures).getByLabelText('Ground of Aces v Bears'), 'Oval');
    // An edit keeps the focus where the organiser is typing (it goes to the result only on an answer).
    expect(within(fixtures).getByLabelText('Ground of Aces v Bears')).toHaveFocus();

    applyAnswers.push([400, { success: false, message: 'A ground is booked twice at the same time' }]);
    await user.click(screen.getByRole('button', { name: 'Apply 2 fixtures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A ground is booked twice at the same time');
    expect(within(fixtures).getByLabelText('Date and time of Aces v Bears')).toHaveValue('2026-04-05T15:00');

    await user.selectOptions(within(fixtures).getByLabelText('Ground of Aces v Bears'), 'Maidan');
    applyAnswers.push([201, { success: true, data: { fixtures: [{}, {}], unplaced: [], fairness: [] } }]);
    await user.click(screen.getByRole('button', { name: 'Apply 2 fixtures' }));
    expect(await screen.findByRole('heading', { name: '2 fixtures written' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'schedule' })).toHaveAttribute('href', '/schedule');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls[2]!.body.fixtures).toEqual([
      { team1Id: 'a', team2Id: 'b', matchDate: '2026-04-05T15:00', ground: 'Maidan' },
      { team1Id: 'c', team2Id: 'd', matchDate: '2026-04-04T07:00', ground: 'Oval' },
    ]);
  });

  it('sends the groups chosen with the preview and the apply, spread in order and then as picked', async () => {
    serve(['a', 'b', 'c', 'd']);
    const user = userEvent.setup();
    open();
    const groups = await screen.findByRole('group', { name: 'Groups' });
    expect(within(groups).queryByLabelText('Aces')).not.toBeInTheDocument();
    await user.selectOptions(within(groups).getByLabelText(/^Number of groups/), '2');
    expect(within(groups).getByLabelText('Cobras')).toHaveDisplayValue('Group A');
    await user.selectOptions(within(groups).getByLabelText('Bears'), 'Group A');
    await user.selectOptions(within(groups).getByLabelText('Cobras'), 'Group B');
    await preview(user);
    const chosen = [
      { name: 'Group A', teamIds: ['a', 'b'] },
      { name: 'Group B', teamIds: ['c', 'd'] },
    ];
    expect(calls[0]!.body.groups).toEqual(chosen);
    applyAnswers.push([201, { success: true, data: { fixtures: [{}, {}], unplaced: [], fairness: [] } }]);
    await user.click(screen.getByRole('button', { name: 'Apply 2 fixtures' }));
    await screen.findByRole('heading', { name: '2 fixtures written' });
    expect(calls[1]!.body.groups).toEqual(chosen);
  });

  it('starts from the tournament’s stored groups', async () => {
    serve(
      ['a', 'b', 'c', 'd'],
      [
        { name: 'Group A', teamIds: ['a', 'd'] },
        { name: 'Group B', teamIds: ['b', 'c'] },
      ],
    );
    open();
    const groups = await screen.findByRole('group', { name: 'Groups' });
    expect(within(groups).getByLabelText(/^Number of groups/)).toHaveValue('2');
    expect(within(groups).getByLabelText('Dhols')).toHaveDisplayValue('Group A');
    expect(within(groups).getByLabelText('Bears')).toHaveDisplayValue('Group B');
  });

  it('adds a slot again after every slot was removed', async () => {
    serve(['a', 'b', 'c', 'd']);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove Slot 1' }));
    expect(screen.queryByRole('group', { name: 'Slot 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(within(screen.getByRole('group', { name: 'Slot 1' })).getByLabelText('Time')).toHaveValue('07:00');
  });

  it('shows an apply that was already made plainly', async () => {
    serve(['a', 'b', 'c', 'd']);
    const user = userEvent.setup();
    open();
    await preview(user);
    const message = 'This tournament already has league fixtures: a plan is applied once (delete them to plan again)';
    applyAnswers.push([409, { success: false, message }]);
    await user.click(screen.getByRole('button', { name: 'Apply 2 fixtures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the organiser to the tournament form when it has fewer than two teams', async () => {
    serve(['a']);
    open();
    expect(await screen.findByText(/needs at least two teams/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/admin/tournaments');
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
