import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { tournamentKeys } from '@league/tournaments/keys';
import { useLiveMatch } from './use-live-match';

/** EventSource in miniature: the test pushes frames the way the server sends them. */
class FakeSource {
  static last: FakeSource | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => vi.stubGlobal('EventSource', FakeSource));
afterEach(() => vi.unstubAllGlobals());

let n = 0;
function Score({ matchId }: { matchId: string }) {
  const live = useLiveMatch(matchId);
  const card = useQuery({ queryKey: tournamentKeys.scorecard(matchId), queryFn: async () => ++n });
  return (
    <p>
      {live.connected ? 'following' : 'waiting'}; fetched {card.data ?? 0}; last ball {live.last?.seq ?? '-'}
    </p>
  );
}

it('follows the match from now on and refreshes the scorecard after each ball, then hangs up', async () => {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Score matchId="m-1" />
    </QueryClientProvider>,
  );
  const source = FakeSource.last!;
  expect(source.url).toBe('/api/matches/m-1/live?from=latest');
  await screen.findByText(/fetched 1/);
  act(() => source.onopen?.());
  act(() => source.emit('score', { seq: 7, event: { type: 'delivery' }, state: null }));
  await screen.findByText('following; fetched 2; last ball 7', {}, { timeout: 2000 });
  view.unmount();
  expect(source.closed).toBe(true);
});

it('opens the feed again after the last event heard when the browser gives up on it (a 502 while the server restarts)', async () => {
  vi.useFakeTimers();
  try {
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Score matchId="m-2" />
      </QueryClientProvider>,
    );
    const first = FakeSource.last!;
    act(() => first.onopen?.());
    act(() => first.emit('score', { seq: 12, event: { type: 'delivery' }, state: null }));
    // A dropped connection the browser retries itself: nothing new is opened.
    act(() => first.onerror?.());
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeSource.last).toBe(first);
    // A failed reconnect closes it for good (readyState CLOSED): the hook opens a new one, after 12.
    first.readyState = 2;
    act(() => first.onerror?.());
    act(() => vi.advanceTimersByTime(5_000));
    expect(FakeSource.last).not.toBe(first);
    expect(FakeSource.last!.url).toBe('/api/matches/m-2/live?after=12');
    view.unmount();
  } finally {
    vi.useRealTimers();
  }
});

it('hands a takeover frame to onHold, and changes nothing else', async () => {
  const client = new QueryClient();
  const onHold = vi.fn();
  function Scorer() {
    const live = useLiveMatch('m-3', { refresh: [], onHold });
    return <p>last ball {live.last?.seq ?? '-'}</p>;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <Scorer />
    </QueryClientProvider>,
  );
  const source = FakeSource.last!;
  act(() => source.emit('hold', {}));
  expect(onHold).toHaveBeenCalledTimes(1);
  expect(screen.getByText('last ball -').textContent).toBe('last ball -');
  view.unmount();
});
