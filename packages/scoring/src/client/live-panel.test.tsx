/**
 * The live panel through a dropped connection (issue 29): the server restarting closes the
 * feed (EventSource's error); the panel keeps the last state with a "reconnecting" note, and
 * the next frame after it reconnects redraws it. The browser test drives the rest.
 */
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { liveState, type LoggedEvent, type MatchSetup } from '@league/cricket';
import { LivePanel } from './live-panel';

class FakeSource {
  static last: FakeSource | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {}
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}
beforeEach(() => vi.stubGlobal('EventSource', FakeSource));
afterEach(() => vi.unstubAllGlobals());

const setup: MatchSetup = { teams: ['Hawks', 'Owls'], format: { oversPerInnings: 5, ballsPerOver: 6, playersPerSide: 11 } };
const ball = (n: number, runs: number): LoggedEvent =>
  ({
    id: `b${n}`,
    type: 'delivery',
    innings: 0,
    team: 'Hawks',
    over: 0,
    batter: 'Ann',
    non_striker: 'Bea',
    bowler: 'Cat',
    runs: { batter: runs, extras: 0, total: runs },
  }) as LoggedEvent;
const frame = (seq: number, events: LoggedEvent[]) => ({ seq, event: events.at(-1), state: { status: 'live', live: liveState(setup, events) } });

it('keeps the last state on screen with a note while the feed is down, and follows again after', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LivePanel matchId="m-1" seq={2} status="live" />
    </QueryClientProvider>,
  );
  const source = FakeSource.last!;
  // The match as it stands: the feed starts at the event before the scorecard's last.
  expect(source.url).toBe('/api/matches/m-1/live?after=1');
  act(() => source.onopen?.());
  act(() => source.emit('score', frame(2, [ball(1, 4), ball(2, 2)])));
  expect(await screen.findByText('Hawks 6/0')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();

  act(() => source.onerror?.());
  expect(screen.getByRole('status').textContent).toBe('Reconnecting… showing the last score received.');
  expect(screen.getByText('Hawks 6/0')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'This over' }).textContent).toBe('42');

  act(() => source.onopen?.());
  act(() => source.emit('score', frame(3, [ball(1, 4), ball(2, 2), ball(3, 6)])));
  expect(await screen.findByText('Hawks 12/0')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});
