import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLiveMatch } from './use-live-match';

/** EventSource in miniature: the test pushes frames the way the server sends them. */
class FakeSource {
  static last: FakeSource | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
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
  const card = useQuery({ queryKey: ['tournaments', 'scorecard', matchId], queryFn: async () => ++n });
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
