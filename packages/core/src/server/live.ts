/**
 * Real time for every live screen (auction rooms, live scoring): an in-memory hub per topic
 * (`auction:<id>`, `match:<id>`) fanning events out to server-sent-event streams.
 *
 * The database's event log is the truth and the hub only carries news of it: a writer
 * commits, then calls `publish(topic, events)`; other instances learn the topic's new
 * sequence number through PostgreSQL LISTEN/NOTIFY and read the events themselves through
 * the topic's loader. A stream resumes from `Last-Event-ID` (or `?after=`) by loading what
 * it missed, and never sends a sequence number twice or skips one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PgListener } from './pg-listener';
import { filterValue, openVisibility, seesRealNames, type PublicFilter, type VisibilitySource } from './visibility';

/** One event of a topic's log, numbered 1, 2, 3… with no gaps. */
export interface LiveEvent {
  seq: number;
  /** The SSE `event:` name; clients listen with `addEventListener(name)`. */
  event: string;
  data: unknown;
}

/** Reads a topic's events with a sequence number above `afterSeq`, in order. */
export type LiveLoader = (afterSeq: number) => Promise<LiveEvent[]>;

export interface LiveStreamOptions {
  topic: string;
  load: LiveLoader;
  /** Where to start when the client sends neither Last-Event-ID nor `?after=` (default 0). */
  defaultAfter?: number;
}

export interface LiveHub {
  /** After a commit: hands the new events to this instance's streams and tells the others. */
  publish(topic: string, events: LiveEvent[]): void;
  /** Opens an SSE stream on `reply` (hijacked); resolves when the stream is set up. */
  stream(request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions): Promise<void>;
  /**
   * One answer of `read` for every caller asking `key` of `topic`, until news of the topic
   * arrives (a publish here, a NOTIFY from another instance) or `MEMO_MS` has passed: a match
   * page shared in a group chat brings thousands of watchers asking the same questions
   * within seconds, and the answers cannot change without news. A failed read is not kept.
   */
  memo<T>(topic: string, key: string, read: () => Promise<T>): Promise<T>;
  /**
   * News that is not an event of the log (a scorer took the match over): every stream of
   * `topic`, on every instance, gets a frame `event: <name>` with no id, so a resuming
   * client's Last-Event-ID is untouched and nothing is replayed. It carries no data: the
   * client reads what it needs with its own rights.
   */
  signal(topic: string, name: string): void;
  /** Low level: `listener(seq)` hears of every new sequence number of `topic`. */
  subscribe(topic: string, listener: (seq: number, events: LiveEvent[] | null) => void): () => void;
  /** Open streams, all topics (for tests and the bench). */
  readonly connections: number;
  close(): Promise<void>;
}

export interface LiveHubOptions {
  /** The instance's LISTEN session (PostgreSQL): instances tell each other of new events with NOTIFY. Absent for PGlite. */
  listener?: PgListener;
  channel?: string;
  heartbeatMs?: number;
  /**
   * Events published within this window go to each stream in one write (default 10 ms): with
   * hundreds of watchers and bids arriving flat out, one write per event per socket is what
   * would cost, not the events themselves.
   */
  flushMs?: number;
  log?: { warn(obj: unknown, msg?: string): void };
}

export const LIVE_HEARTBEAT_MS = 15_000;
/** How long a memo of a topic stands without news (a safety net: news clears it at once). */
export const MEMO_MS = 1000;

/** Reads the resume point: Last-Event-ID (what EventSource sends on reconnect), then `?after=`. */
export function resumePoint(request: FastifyRequest, fallback = 0): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.after;
  for (const raw of [Array.isArray(header) ? header[0] : header, query]) {
    const n = typeof raw === 'string' ? Number(raw) : NaN;
    if (Number.isSafeInteger(n) && n >= 0) return n;
  }
  return fallback;
}

const frames = new WeakMap<LiveEvent, string>();

/**
 * One SSE frame; data is JSON on one line, so no field can break the framing. Built once per
 * event, however many streams it goes to.
 */
export function sseFrame(event: LiveEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `id: ${event.seq}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

// A frame is filtered once for all the visitors watching it, not once per stream.
const publicFrames = new WeakMap<LiveEvent, { filter: PublicFilter; frame: string }>();

function publicFrame(event: LiveEvent, filter: PublicFilter): string {
  if (filter.empty) return sseFrame(event);
  const known = publicFrames.get(event);
  if (known?.filter === filter) return known.frame;
  const frame = sseFrame({ ...event, data: filterValue(filter, event.data) });
  publicFrames.set(event, { filter, frame });
  return frame;
}

/**
 * The last frame of a stream the server closes to shut down: a reconnection delay for
 * EventSource, spread over a few seconds so every watcher does not come back at once (to
 * another instance, or this one restarted), and a comment saying why.
 */
export function restartHint(): string {
  return `retry: ${2000 + Math.floor(Math.random() * 3000)}\n: server restarting\n\n`;
}

export async function createLiveHub(options: LiveHubOptions = {}): Promise<LiveHub> {
  const channel = options.channel ?? 'league_live';
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const flushMs = options.flushMs ?? 10;
  const waiting = new Map<string, LiveEvent[]>();
  const listeners = new Map<string, Set<(seq: number, events: LiveEvent[] | null) => void>>();
  const signalled = new Map<string, Set<(name: string) => void>>();
  const hear = (topic: string, name: string) => {
    for (const listener of signalled.get(topic) ?? []) listener(name);
  };
  const me = randomUUID();
  let connections = 0;
  const closers = new Set<(last?: string) => void>();
  let shut = false;

  const memos = new Map<string, Map<string, { at: number; answer: Promise<unknown> }>>();
  const deliver = (topic: string, seq: number, events: LiveEvent[] | null) => {
    // Another instance's news clears the memo before any stream goes to read it.
    if (!events) memos.delete(topic);
    for (const listener of listeners.get(topic) ?? []) listener(seq, events);
  };

  const bus = options.listener ? await listen(options.listener, channel, me, deliver, hear, options.log) : null;

  const hub: LiveHub = {
    publish(topic, events) {
      if (!events.length) return;
      memos.delete(topic);
      bus?.notify(topic, events.at(-1)!.seq);
      const queued = waiting.get(topic);
      if (queued) {
        queued.push(...events);
        return;
      }
      waiting.set(topic, [...events]);
      setTimeout(() => {
        const batch = waiting.get(topic) ?? [];
        waiting.delete(topic);
        batch.sort((a, b) => a.seq - b.seq);
        if (batch.length) deliver(topic, batch.at(-1)!.seq, batch);
      }, flushMs).unref();
    },

    signal(topic, name) {
      if (!SIGNAL_NAME.test(name)) throw new Error(`live: not a signal name: ${name}`);
      bus?.signal(topic, name);
      hear(topic, name);
    },

    memo<T>(topic: string, key: string, read: () => Promise<T>): Promise<T> {
      let kept = memos.get(topic);
      const known = kept?.get(key);
      if (known && performance.now() - known.at < MEMO_MS) return known.answer as Promise<T>;
      if (!kept) memos.set(topic, (kept = new Map()));
      const entry = { at: performance.now(), answer: read() as Promise<unknown> };
      const mine = kept;
      mine.set(key, entry);
      const forget = () => {
        if (mine.get(key) !== entry) return;
        mine.delete(key);
        if (!mine.size && memos.get(topic) === mine) memos.delete(topic);
      };
      entry.answer.catch(forget);
      setTimeout(forget, MEMO_MS).unref();
      return entry.answer as Promise<T>;
    },

    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(topic);
      };
    },

    async stream(request, reply, { topic, load, defaultAfter = 0 }) {
      let sent = resumePoint(request, defaultAfter);
      let wanted = sent;
      // eslint-disable-next-line prefer-const
      let end: (last?: string) => void;
      let pending: LiveEvent[] = [];
      let pumping = false;
      let closed = false;
      const raw = reply.raw;
      // A visitor's frames go through the visibility rule; an admin's or the scorer's do not.
      const visibility: VisibilitySource = (request.server as { visibility?: VisibilitySource }).visibility ?? openVisibility;
      const privileged = await seesRealNames(request);
      if (!privileged) await visibility.current();

      const write = (events: LiveEvent[], filter: PublicFilter | null) => {
        let out = '';
        for (const event of events) {
          // Exactly once, in order: anything at or below what was sent is a repeat.
          if (event.seq !== sent + 1) continue;
          out += filter ? publicFrame(event, filter) : sseFrame(event);
          sent = event.seq;
        }
        if (out && !closed) raw.write(out);
      };
      // One reader at a time per stream: events handed over in order are written at once,
      // and any gap (a remote instance's events, or the backlog of a resume) is read through
      // the loader. `mustLoad` covers what was committed before the stream subscribed.
      let mustLoad = true;
      const pump = async () => {
        if (pumping) return;
        pumping = true;
        try {
          while (!closed) {
            const batch = pending;
            pending = [];
            // The rule as of now: a consent withdrawn a moment ago hides the name in this frame.
            const filter = privileged ? null : await visibility.current();
            if (batch.length) write(batch, filter);
            if (mustLoad || wanted > sent) {
              mustLoad = false;
              const [sentBefore, wantedBefore] = [sent, wanted];
              write(await load(sent), filter);
              // Nothing newer is readable yet, and no news came meanwhile: wait for the next.
              if (sent === sentBefore && wanted === wantedBefore && !pending.length) break;
              continue;
            }
            if (!pending.length) break;
          }
        } catch (error) {
          // The client reconnects with Last-Event-ID and resumes where it was.
          options.log?.warn({ err: error, topic }, 'live: loading events failed; ending the stream');
          end();
        } finally {
          pumping = false;
        }
      };

      reply.hijack();
      // The headers hooks already set on the reply (CORS for a listed origin, the security
      // headers) go out with the stream: a hijacked reply does not send them itself.
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string | number | string[]>),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'Content-Encoding': 'identity',
      });
      raw.write(`retry: 2000\n: connected\n\n`);
      connections++;

      const unsubscribe = hub.subscribe(topic, (seq, events) => {
        wanted = Math.max(wanted, seq);
        if (events) pending.push(...events);
        void pump();
      });
      let signals = signalled.get(topic);
      if (!signals) signalled.set(topic, (signals = new Set()));
      const onSignal = (name: string) => {
        if (!closed) raw.write(`event: ${name}\ndata: {}\n\n`);
      };
      signals.add(onSignal);
      const heartbeat = setInterval(() => {
        if (!closed) raw.write(`: ping\n\n`);
      }, heartbeatMs);
      heartbeat.unref();
      const cleanup = () => {
        if (closed) return;
        closed = true;
        connections--;
        clearInterval(heartbeat);
        unsubscribe();
        signals.delete(onSignal);
        if (!signals.size && signalled.get(topic) === signals) signalled.delete(topic);
        closers.delete(end);
      };
      end = (last = '') => {
        cleanup();
        raw.end(last);
      };
      closers.add(end);
      // Opened while the server shuts down: told at once to come back (see close()).
      if (shut) return end(restartHint());
      request.raw.on('close', cleanup);
      raw.on('close', cleanup);
      raw.on('error', cleanup);

      // The backlog is loaded after subscribing, so an event committed in between is either
      // loaded here or handed to the listener: never lost, and `write` drops the repeat.
      await pump();
    },

    get connections() {
      return connections;
    },

    async close() {
      shut = true;
      for (const end of [...closers]) end(restartHint());
      await bus?.close();
    },
  };
  return hub;
}

/** A signal's name: a word, so it is safe in an SSE frame and in the NOTIFY payload. */
const SIGNAL_NAME = /^[a-z][a-z-]{0,30}$/;

/**
 * Hears the other instances on the shared LISTEN session; NOTIFY `instance|seq|topic` for a
 * new sequence number, `instance|!name|topic` for a signal.
 */
async function listen(
  listener: PgListener,
  name: string,
  me: string,
  deliver: (topic: string, seq: number, events: null) => void,
  hear: (topic: string, name: string) => void,
  log?: LiveHubOptions['log'],
) {
  let lost = false;
  const channel = await listener.channel(name, {
    up: () => {
      lost = false;
    },
    down(error) {
      // Once per outage: the session retries every second.
      if (!lost) log?.warn({ err: error }, 'live: LISTEN lost; reconnecting');
      lost = true;
    },
    message(payload) {
      const [from, seqText] = payload.split('|', 2);
      if (!from || from === me) return;
      const topic = payload.slice(from.length + (seqText?.length ?? 0) + 2);
      if (seqText?.startsWith('!')) {
        if (topic && SIGNAL_NAME.test(seqText.slice(1))) hear(topic, seqText.slice(1));
        return;
      }
      const seq = Number(seqText);
      if (topic && Number.isSafeInteger(seq)) deliver(topic, seq, null);
    },
  });
  return {
    notify(topic: string, seq: number) {
      channel.send(`${me}|${seq}|${topic}`).catch((error: unknown) => {
        log?.warn({ err: error }, 'live: NOTIFY failed');
      });
    },
    signal(topic: string, signal: string) {
      channel.send(`${me}|!${signal}|${topic}`).catch((error: unknown) => {
        log?.warn({ err: error }, 'live: NOTIFY failed');
      });
    },
    close: () => channel.close(),
  };
}
