/**
 * The scorer's phone keeps each match here (IndexedDB through idb-keyval), so a reload, a
 * dead battery or no network loses nothing that was tapped: the match pack as last read,
 * the events the server has confirmed, and the events waiting to be sent, in order, each
 * with the id the server will know it by.
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { ScorerPack } from '../contract';

export interface PendingEvent {
  /** The client's uuid: a retry of the same id is answered, never added twice. */
  id: string;
  event: Record<string, unknown>;
}

export interface StoredMatch {
  pack: ScorerPack;
  /** The server's log as this phone last knew it (each with its seq). */
  confirmed: Array<Record<string, unknown> & { id: string; seq: number }>;
  pending: PendingEvent[];
  /**
   * Entries made on this phone while someone else was scoring the match (a takeover, a second
   * phone): entered on a score this phone had not seen, so never sent. Shown until discarded.
   */
  setAside?: PendingEvent[];
}

const store = typeof indexedDB === 'undefined' ? undefined : createStore('league-scoring', 'matches');
const key = (matchId: string) => `match:${matchId}`;

export const readStored = (matchId: string) => get<StoredMatch>(key(matchId), store);
export const writeStored = (matchId: string, value: StoredMatch) => set(key(matchId), value, store);
export const dropStored = (matchId: string) => del(key(matchId), store);

export function newEventId(): string {
  return crypto.randomUUID();
}
