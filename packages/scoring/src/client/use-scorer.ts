/**
 * The scorer's match: the log as the phone sees it (confirmed + waiting), the engine's live
 * state of it, and a sender that posts waiting events in order, exactly once, whenever the
 * network allows. Every tap is written to IndexedDB before the screen shows it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, api } from '@league/core/client';
import { buildScorecard, liveState, type LoggedEvent, type MatchSetup } from '@league/cricket';
import { useLingui } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import { MESSAGES as LOG_MESSAGES } from '@league/tournaments/contract';
import { SCORING_MESSAGES, type ScorerPack } from '../contract';
import type { I18n } from './ball';
import { withServerLog } from './server-log';
import { newEventId, readStored, writeStored, type PendingEvent, type StoredMatch } from './store';

type Confirmed = StoredMatch['confirmed'][number];
export type SendProblem = { kind: 'held'; message: string } | { kind: 'auth'; message: string } | { kind: 'refused'; message: string } | null;

const enc = encodeURIComponent;

/** 4xx answers that may change with time alone (a timeout, too many requests): tried again later. */
const RETRY_LATER = new Set([408, 425, 429]);

/** The log's 403s about the match itself (closed to scorers), not about who is asking. */
const MATCH_CLOSED = new Set<string>([LOG_MESSAGES.matchCompleted, LOG_MESSAGES.adminResult]);

/**
 * Problems that sending again cannot mend by itself: the scorer must act (sign in, be
 * assigned, take over) or the match be let go. Nothing is posted again until then.
 */
const waitsForSomeone = (problem: SendProblem) => problem?.kind === 'auth' || problem?.kind === 'held';

/** What the pad says when the server refuses an entry for good: which entry, and the server's words. */
function refusedWords(i18n: I18n, event: Record<string, unknown>, message: string): string {
  if (event.type === 'delivery') return i18n._(msg`A ball was refused and removed: ${message}`);
  if (event.type !== 'amend') return i18n._(msg`An entry was refused and removed: ${message}`);
  if (event.undo) return i18n._(msg`Undo was refused and removed: ${message}`);
  return event.delivery ? i18n._(msg`A change to a ball was refused and removed: ${message}`) : i18n._(msg`A deletion was refused and removed: ${message}`);
}

async function fetchPack(i18n: I18n, matchId: string): Promise<ScorerPack> {
  const body = await api.get<{ data: ScorerPack }>(`/api/scorer/matches/${enc(matchId)}`, { fallback: i18n._(msg`Could not load the match.`) });
  return body.data;
}

async function fetchEventsSince(i18n: I18n, matchId: string, since: number): Promise<Confirmed[]> {
  const body = await api.get<{ data: Confirmed[] }>(`/api/matches/${enc(matchId)}/events?since=${since}`, {
    fallback: i18n._(msg`Could not load the match.`),
  });
  return body.data;
}

export function useScorer(matchId: string) {
  const { i18n } = useLingui();
  const [stored, setStored] = useState<StoredMatch | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SendProblem>(null);
  // The 5 s timer reads the problem as it is now, not as it was when the timer was set.
  const problemRef = useRef<SendProblem>(null);
  useEffect(() => {
    problemRef.current = problem;
  }, [problem]);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const ref = useRef<StoredMatch | null>(null);
  const sending = useRef(false);
  // The waiting event being posted now: an Undo of it must go to the server, not just vanish.
  const inFlight = useRef<string | null>(null);

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
      const pack = await fetchPack(i18n, matchId);
      const current = ref.current;
      const confirmed = pack.events as Confirmed[];
      // Waiting events the server already has (sent, answer lost) are confirmed, not resent;
      // the rest are set aside if someone else scored meanwhile.
      await save(current ? withServerLog({ ...current, pack }, confirmed, true) : { pack, confirmed, pending: [] });
      setProblem(pack.hold.holder && !pack.hold.mine ? { kind: 'held', message: SCORING_MESSAGES.heldBy(pack.hold.holderName ?? '') } : null);
    } catch (error) {
      if (!kept) setLoadError(error instanceof ApiError ? error.message : i18n._(msg`Could not load the match.`));
      if (error instanceof ApiError && error.status === 401) setProblem({ kind: 'auth', message: i18n._(msg`Sign in as a scorer to score this match.`) });
      else if (error instanceof ApiError && error.status === 403) setProblem({ kind: 'auth', message: error.message });
    }
  }, [i18n, matchId, save]);

  useEffect(() => {
    void load();
  }, [load]);

  /**
   * The server will never take `entry`: it is dropped (the server kept nothing of it) and said,
   * and whatever was entered after it, on a score that included it, is set aside and shown
   * (server-log.ts), never sent nor lost without a word.
   */
  const refused = useCallback(
    async (entry: PendingEvent, message: string) => {
      const latest = ref.current!;
      const after = latest.pending.filter((p) => p.id !== entry.id);
      await save({ ...latest, pending: [], setAside: [...(latest.setAside ?? []), ...after] });
      setProblem({ kind: 'refused', message: refusedWords(i18n, entry.event, message) });
    },
    [i18n, save],
  );

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
          inFlight.current = next.id;
          const body = await api.post<{ data: { seq: number } }>(`/api/matches/${enc(matchId)}/events`, { ...next.event, id: next.id, after }).finally(() => {
            inFlight.current = null;
          });
          const latest = ref.current!;
          const confirmed = [...latest.confirmed, { ...next.event, id: next.id, seq: body.data.seq } as Confirmed];
          await save({ ...latest, confirmed, pending: latest.pending.filter((p) => p.id !== next.id) });
          setProblem(null);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status === 0) break; // offline: wait for the network
          if (error.status === 409) {
            // Events came first: ours (sent, answer lost) are confirmed and the rest go on;
            // anyone else's mean what waits here was entered on a score this phone had not
            // seen, so it is set aside and shown, never sent (issue 29: a takeover).
            const fresh = await fetchEventsSince(i18n, matchId, ref.current!.confirmed.at(-1)?.seq ?? 0);
            // Read after the fetch: a tap made meanwhile is kept (and set aside with the rest if so).
            const latest = ref.current!;
            if (fresh.length) {
              await save(withServerLog(latest, fresh, false));
              continue;
            }
            // Nothing new came first: the server refuses this event itself (the same bowler
            // twice running, a full log). Sending it again would only be refused again.
            await refused(next, error.message);
            break;
          }
          if (error.status === 423) {
            setProblem({ kind: 'held', message: error.message });
            // Taken over: what the new scorer entered is read now, and what waits here is set
            // aside if they did score (it was entered on a score this phone had not seen).
            const fresh = await fetchEventsSince(i18n, matchId, ref.current!.confirmed.at(-1)?.seq ?? 0).catch(() => []);
            if (fresh.length) await save(withServerLog(ref.current!, fresh, false));
          } else if (error.status === 401) setProblem({ kind: 'auth', message: i18n._(msg`Sign in as a scorer to send these balls.`) });
          // A 403 is the scorer's access (not assigned, the role revoked): everything waits for
          // "Try again", unless it is the match's own state, which no sign-in will change.
          else if (error.status === 403 && !MATCH_CLOSED.has(error.message)) setProblem({ kind: 'auth', message: error.message });
          else if (error.status >= 400 && error.status < 500 && !RETRY_LATER.has(error.status)) {
            // Any other 4xx is the server refusing this entry itself (a completed match, an
            // admin's result, a ball the Laws do not allow, one too large): it will never take
            // it, so sending it again would only be refused again.
            await refused(next, error.message);
          }
          break;
        }
      }
    } finally {
      sending.current = false;
    }
  }, [i18n, matchId, save, refused]);

  /**
   * Someone may have scored here meanwhile (a frame of the live feed this phone did not send,
   * or the hold check): the match is read again, and anything waiting set aside if so.
   */
  const catchUp = useCallback(async () => {
    const current = ref.current;
    if (!current || sending.current) return;
    try {
      const hold = (await api.get<{ data: ScorerPack['hold'] }>(`/api/matches/${enc(matchId)}/hold`, { fallback: i18n._(msg`Could not check the match.`) }))
        .data;
      if (hold.holder && !hold.mine) setProblem({ kind: 'held', message: SCORING_MESSAGES.heldBy(hold.holderName ?? '') });
      else setProblem((p) => (p?.kind === 'held' ? null : p));
      const fresh = await fetchEventsSince(i18n, matchId, ref.current?.confirmed.at(-1)?.seq ?? 0);
      if (fresh.length && ref.current && !sending.current) await save(withServerLog(ref.current, fresh, false));
    } catch {
      /* offline or signed out: the sender says so when it tries */
    }
  }, [i18n, matchId, save]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // A network that comes back without an `online` event (a flaky one) is tried now and then.
    // A takeover is heard within these 5 seconds even when no ball is scored meanwhile.
    // While the server waits for someone (a sign-in, an assignment, a takeover) nothing is
    // posted again: a held match is checked instead, and sends resume once it is free or ours.
    const timer = window.setInterval(() => {
      const waiting = waitsForSomeone(problemRef.current);
      if (!waiting) void flush();
      if (navigator.onLine && (!ref.current?.pending.length || problemRef.current?.kind === 'held')) void catchUp();
    }, 5000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [flush, catchUp]);

  useEffect(() => {
    // After a refusal (the entry gone, those on top of it set aside), what is entered next goes at once.
    if (stored?.pending.length && !waitsForSomeone(problem)) void flush();
  }, [stored, problem, flush]);

  /** Drops the entries set aside (the scorer has seen them and enters again what is missing). */
  const discardSetAside = useCallback(async () => {
    const current = ref.current;
    if (current) await save({ ...current, setAside: [] });
  }, [save]);

  /** Records one event: on the phone at once, to the server when it can. */
  const record = useCallback(
    async (event: Record<string, unknown>) => {
      const current = ref.current;
      if (!current) return;
      await save({ ...current, pending: [...current.pending, { id: newEventId(), event }] });
    },
    [save],
  );

  /**
   * Undo of one action: a waiting event is simply dropped; a sent one is taken back by an
   * amendment marked `undo` (a ball deleted, an edit or deletion reverted: see replay.ts).
   */
  const undo = useCallback(
    async (targetId: string) => {
      const current = ref.current;
      if (!current) return;
      // A waiting event not yet on its way is dropped; one being posted may already be stored.
      if (current.pending.some((p) => p.id === targetId) && inFlight.current !== targetId) {
        await save({ ...current, pending: current.pending.filter((p) => p.id !== targetId) });
      } else {
        await record({ type: 'amend', target: targetId, undo: true });
      }
    },
    [record, save],
  );

  const takeOver = useCallback(async () => {
    await api.post(`/api/matches/${enc(matchId)}/hold`, { takeOver: true }, { fallback: i18n._(msg`Could not take over.`) });
    setProblem(null);
    await load();
  }, [i18n, matchId, load]);

  const setup: MatchSetup | null = useMemo(
    () =>
      stored
        ? { teams: [stored.pack.match.team1, stored.pack.match.team2], format: stored.pack.format, ...(stored.pack.rain ? { rain: stored.pack.rain } : {}) }
        : null,
    [stored],
  );
  const log: LoggedEvent[] = useMemo(
    () => (stored ? ([...stored.confirmed, ...stored.pending.map((p) => ({ ...p.event, id: p.id }))] as unknown as LoggedEvent[]) : []),
    [stored],
  );
  const state = useMemo(() => (setup ? liveState(setup, log) : null), [setup, log]);
  const card = useMemo(() => (setup ? buildScorecard(setup, log) : null), [setup, log]);

  return {
    stored,
    setup,
    log,
    state,
    card,
    loadError,
    problem,
    online,
    waiting: stored?.pending.length ?? 0,
    setAside: stored?.setAside ?? [],
    record,
    undo,
    takeOver,
    retry: load,
    flush,
    catchUp,
    discardSetAside,
  };
}
