/** What the phone holds, reconciled with the server's log (kept apart from IndexedDB: store.ts). */
import type { StoredMatch } from './store';

/**
 * The phone's match once the server's log is known up to `serverEvents` (every event after
 * the phone's last confirmed one, or the whole log). Waiting entries the server already has
 * are confirmed; if anyone else's event came first, the rest are set aside, never sent on
 * top of a score the scorer did not see.
 */
export function withServerLog(stored: StoredMatch, serverEvents: StoredMatch['confirmed'], whole: boolean): StoredMatch {
  const lastSeen = stored.confirmed.at(-1)?.seq ?? 0;
  const waitingIds = new Set(stored.pending.map((p) => p.id));
  const arrived = new Set(serverEvents.map((e) => e.id));
  const newer = serverEvents.filter((e) => e.seq > lastSeen);
  const someoneElse = newer.some((e) => !waitingIds.has(e.id));
  const confirmed = whole ? serverEvents : [...stored.confirmed, ...newer];
  const waiting = stored.pending.filter((p) => !arrived.has(p.id));
  if (someoneElse && waiting.length) return { ...stored, confirmed, pending: [], setAside: [...(stored.setAside ?? []), ...waiting] };
  return { ...stored, confirmed, pending: waiting };
}
