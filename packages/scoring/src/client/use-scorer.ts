/**
 * The scorer's match: the log as the phone sees it (confirmed + waiting), the engine's live
 * state of it, and a sender that posts waiting events in order, exactly once, whenever the
 * network allows. Every tap is written to IndexedDB before the screen shows it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, api } from '@league/core/client';
import { buildScorecard, liveState, type LoggedEvent, type MatchSetup } from '@league/cricket';
import type { ScorerPack } from '../contract';
import { newEventId, readStored, writeStored, type StoredMatch } from './store';

type Confirmed = StoredMatch['confirmed'][number];
export type SendProblem = { kind: 'held'; message: string } | { kind: 'auth'; message: string } | { kind: 'refused'; message: string } | null;

const enc = encodeURIComponent;

async function fetchPack(matchId: string): Promise<ScorerPack> {
  const body = await api.get<{ data: ScorerPack }>(`/api/scorer/matches/${enc(matchId)}`, { fallback: 'Could not load the match.' });
  return body.data;
}

async function fetchEventsSince(matchId: string, since: number): Promise<Confirmed[]> {
  const body = await api.get<{ data: Confirmed[] }>(`/api/matches/${enc(matchId)}/events?since=${since}`, { fallback: 'Could not load the match.' });
  return body.data;
}

/** Appends fetched events not already held (by seq), keeping seq order. */
function merge(confirmed: Confirmed[], fresh: Confirmed[]): Confirmed[] {
  const last = confirmed.at(-1)?.seq ?? 0;
  return [...confirmed, ...fresh.filter((e) => e.seq > last)];
}

export function useScorer(matchId: string) {
  const [stored, setStored] = useState<StoredMatch | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SendProblem>(null);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const ref = useRef<StoredMatch | null>(null);
  const sending = useRef(false);

  // Every change goes to IndexedDB first, then to the screen.
  const save = useCallback(
    async (next: StoredMatch) => {
      ref.current = next;
      await writeStored(matchId, next);
      setStored(next);
    },
    [matchId],
  );

  const load = useCallback(async () => {
    setLoadError(null);
    const kept = await readStored(matchId).catch(() => undefined);
    if (kept) {
      ref.current = kept;
      setStored(kept);
    }
    try {
      const pack = await fetchPack(matchId);
      const current = ref.current;
      const confirmed = pack.events as Confirmed[];
      // Waiting events the server already has (sent, answer lost) are confirmed, not resent.
      const known = new Set(confirmed.map((e) => e.id));
      await save({ pack, confirmed, pending: (current?.pending ?? []).filter((p) => !known.has(p.id)) });
      setProblem(pack.hold.holder && !pack.hold.mine ? { kind: 'held', message: `${pack.hold.holderName} is scoring this match.` } : null);
    } catch (error) {
      if (!kept) setLoadError(error instanceof ApiError ? error.message : 'Could not load the match.');
      if (error instanceof ApiError && (error.status === 401 || error.status === 403))
        setProblem({ kind: 'auth', message: 'Sign in as a scorer to score this match.' });
    }
  }, [matchId, save]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Sends waiting events one at a time, in order; stops at the first that cannot go. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const current = ref.current;
        const next = current?.pending[0];
        if (!current || !next) break;
        const after = current.confirmed.at(-1)?.id ?? null;
        try {
          const body = await api.post<{ data: { seq: number } }>(`/api/matches/${enc(matchId)}/events`, { ...next.event, id: next.id, after });
          const latest = ref.current!;
          const confirmed = [...latest.confirmed, { ...next.event, id: next.id, seq: body.data.seq } as Confirmed];
          await save({ ...latest, confirmed, pending: latest.pending.filter((p) => p.id !== next.id) });
          setProblem(null);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status === 0) break; // offline: wait for the network
          if (error.status === 409) {
            // Someone else's events came first: take them, then send ours after them.
            const latest = ref.current!;
            const fresh = await fetchEventsSince(matchId, latest.confirmed.at(-1)?.seq ?? 0);
            const known = new Set(fresh.map((e) => e.id));
            // Nothing new came first: the server refuses this event itself (the same bowler
            // twice running, a full log). Sending it again would only be refused again.
            const refused = fresh.length === 0;
            const pending = latest.pending.filter((p) => !known.has(p.id) && !(refused && p.id === next.id));
            await save({ ...latest, confirmed: merge(latest.confirmed, fresh), pending });
            if (refused) setProblem({ kind: 'refused', message: `A ball was refused and removed: ${error.message}` });
            continue;
          }
          if (error.status === 423) setProblem({ kind: 'held', message: error.message });
          else if (error.status === 401 || error.status === 403) setProblem({ kind: 'auth', message: 'Sign in as a scorer to send these balls.' });
          else if (error.status === 400 || error.status === 404) {
            // The server will never take this event: keep the rest going, say which.
            const latest = ref.current!;
            await save({ ...latest, pending: latest.pending.filter((p) => p.id !== next.id) });
            setProblem({ kind: 'refused', message: `A ball was refused and removed: ${error.message}` });
            continue;
          }
          break;
        }
      }
    } finally {
      sending.current = false;
    }
  }, [matchId, save]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // A network that comes back without an `online` event (a flaky one) is tried now and then.
    const timer = window.setInterval(() => void flush(), 5000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [flush]);

  useEffect(() => {
    if (stored?.pending.length && !problem) void flush();
  }, [stored, problem, flush]);

  /** Records one event: on the phone at once, to the server when it can. */
  const record = useCallback(
    async (event: Record<string, unknown>) => {
      const current = ref.current;
      if (!current) return;
      await save({ ...current, pending: [...current.pending, { id: newEventId(), event }] });
    },
    [save],
  );

  /** Undo: a waiting event is simply dropped; a sent one is deleted by an amendment. */
  const undo = useCallback(
    async (targetId: string) => {
      const current = ref.current;
      if (!current) return;
      if (current.pending.some((p) => p.id === targetId)) {
        await save({ ...current, pending: current.pending.filter((p) => p.id !== targetId) });
      } else {
        await record({ type: 'amend', target: targetId });
      }
    },
    [record, save],
  );

  const takeOver = useCallback(async () => {
    await api.post(`/api/matches/${enc(matchId)}/hold`, { takeOver: true }, { fallback: 'Could not take over.' });
    setProblem(null);
    await load();
  }, [matchId, load]);

  const setup: MatchSetup | null = useMemo(
    () => (stored ? { teams: [stored.pack.match.team1, stored.pack.match.team2], format: stored.pack.format } : null),
    [stored],
  );
  const log: LoggedEvent[] = useMemo(
    () => (stored ? ([...stored.confirmed, ...stored.pending.map((p) => ({ ...p.event, id: p.id }))] as unknown as LoggedEvent[]) : []),
    [stored],
  );
  const state = useMemo(() => (setup ? liveState(setup, log) : null), [setup, log]);
  const card = useMemo(() => (setup ? buildScorecard(setup, log) : null), [setup, log]);

  return { stored, setup, log, state, card, loadError, problem, online, waiting: stored?.pending.length ?? 0, record, undo, takeOver, retry: load, flush };
}
