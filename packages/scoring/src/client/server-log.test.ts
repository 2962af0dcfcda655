/** The phone's match meeting the server's log (issue 29: a takeover with balls queued). */
import { describe, expect, it } from 'vitest';
import { withServerLog } from './server-log';
import type { StoredMatch } from './store';

const ball = (id: string, seq: number) => ({ id, seq, type: 'delivery' });
const waiting = (id: string) => ({ id, event: { type: 'delivery' } });
const phone = (pending: string[]): StoredMatch => ({ pack: {} as StoredMatch['pack'], confirmed: [ball('a', 1)], pending: pending.map(waiting) });

describe('withServerLog', () => {
  it('confirms what the server already has of this phone and keeps the rest waiting', () => {
    const next = withServerLog(phone(['p1', 'p2']), [ball('p1', 2)], false);
    expect(next.confirmed.map((e) => e.id)).toEqual(['a', 'p1']);
    expect(next.pending.map((p) => p.id)).toEqual(['p2']);
    expect(next.setAside).toBeUndefined();
  });

  it('sets everything still waiting aside once anyone else has scored after what this phone saw', () => {
    const next = withServerLog(phone(['p1', 'p2']), [ball('p1', 2), ball('theirs', 3)], false);
    expect(next.confirmed.map((e) => e.id)).toEqual(['a', 'p1', 'theirs']);
    expect(next.pending).toEqual([]);
    expect(next.setAside!.map((p) => p.id)).toEqual(['p2']);
  });

  it('with nothing waiting, only takes the new events', () => {
    const next = withServerLog(phone([]), [ball('a', 1), ball('theirs', 2)], true);
    expect(next.confirmed.map((e) => e.id)).toEqual(['a', 'theirs']);
    expect(next.setAside).toBeUndefined();
  });
});
