/**
 * Public list answers are read far more than written: they are kept serialised with an
 * ETag and dropped by the writes that change them (quality P1/P4). Invalidations can be
 * broadcast to other instances through `onInvalidate` (apps/api wires LISTEN/NOTIFY).
 *
 * The fast path: once a visitor's GET of a URL has been answered from the cache through the
 * whole Fastify pipeline, the headers it went out with are remembered for that URL. Later
 * visitor GETs of the same URL are answered straight from the HTTP server's request listener
 * (`tryServe`, wired by createCoreApp) with those same headers and the cached bytes, while
 * the entry is valid. Anything else (a token, an Origin, HEAD,
 * an invalidated or expired entry, a read barrier to pass first) takes the
 * normal path, which refills the cache and the remembered headers.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, pickEncoding, type Encoding } from './encoding';
import { filterSerialised, filterValue, NO_FILTER, openVisibility, seesRealNames, type PublicFilter, type VisibilitySource } from './visibility';

interface Entry {
  bytes: Buffer;
  etag: string;
  /** Epoch ms after which the answer is stale (the clock changes it, not a write). */
  expiresAt: number;
  /** `bytes` compressed, per encoding, as the compression hook first made them (issue 35). */
  compressed?: Partial<Record<Encoding, Buffer>>;
}

interface FastRoute {
  fullKey: string;
  /** The headers of the pipeline's 200 answer, less those that belong to one response. */
  headers: OutgoingHttpHeaders;
  /** Header sets built for one entry, reused until the entry changes. */
  built?: { entry: Entry; ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders; encoded: Partial<Record<Encoding, OutgoingHttpHeaders>> };
}

/**
 * Keeps several instances' caches coherent: when `needed()`, a read first awaits `pass()`
 * (which applies every invalidation committed before it) and the fast path stands aside.
 * `pass()` resolving false means the cache cannot be trusted now: the read is answered from
 * the database and nothing is kept.
 */
export interface ReadBarrier {
  needed(): boolean;
  pass(): Promise<boolean>;
}

/** Loaders may say when their answer goes stale by itself (e.g. an announcement's end). */
export type ExpireAt = (epochMs: number) => void;

/**
 * The tag of a change to who is hidden or how a person is named: it drops every cached answer
 * (any of them may carry a name) and makes the visibility rule reload, here and, through the
 * cache bus, on every other instance.
 */
export const PEOPLE_CACHE_TAG = 'people';

/** Distinct URLs remembered for the fast path; the least recently learned goes first. */
const MAX_FAST_ROUTES = 256;

// Requests answered by `serve`: the one public answer every viewer gets, so a browser may keep
// it even for a signed-in admin (createCoreApp makes every other signed-in answer no-store).
const sharedAnswers = new WeakSet<IncomingMessage>();

// Requests answered by `serve` with a signed-in viewer's own copy of a public list.
const privateAnswers = new WeakSet<IncomingMessage>();

/** True when `serve` answered with a privileged viewer's own copy (revalidatable, never shared). */
export function answeredPrivately(request: FastifyRequest): boolean {
  return privateAnswers.has(request.raw);
}

/** True when `serve` answered this request: the public answer, the same for every viewer. */
export function answeredFromSharedCache(request: FastifyRequest): boolean {
  return sharedAnswers.has(request.raw);
}
/** Cached answers kept at most; the oldest goes first (keys with cursors are unbounded). */
const MAX_ENTRIES = 2_000;
/**
 * The headers the fast path may replay: what describes the answer itself and the security
 * headers every answer carries. Anything else (a cookie, a rate-limit count, a request id)
 * belongs to one response and is never repeated to another visitor. The fast-path tests
 * compare both paths' headers, so a header missing here shows up there.
 */
const REPLAYED = new Set([
  'content-type',
  'content-disposition',
  'cache-control',
  'vary',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** True when the request's If-None-Match names `etag`. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  return namesEtag(request.headers['if-none-match'], etag);
}

/**
 * Adds `field` to the answer's `Vary` (CORS has already put `Origin` there when origins
 * are configured; `reply.header('vary', ...)` would drop it and let a shared cache hand one
 * origin's answer to another).
 */
export function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/** A visitor's plain GET: the only kind of request the fast path may answer. */
function isVisitorGet(request: IncomingMessage): boolean {
  return request.method === 'GET' && request.headers.authorization === undefined && request.headers.origin === undefined;
}

/**
 * Runs `load` and serialises its answer once, for every reader of it: the visitors' answer,
 * so hidden people's names are replaced before it is kept (the fast path replays these bytes).
 */
async function build(load: (expireAt: ExpireAt) => Promise<unknown>, filter: PublicFilter, serialise: Serialise): Promise<Entry> {
  let expiresAt = Number.POSITIVE_INFINITY;
  const answer = await load((at) => {
    expiresAt = Math.min(expiresAt, at);
  });
  const body = serialise(answer, filter);
  return { bytes: Buffer.from(body), etag: etagOf(body), expiresAt };
}

/** An answer as the bytes a visitor gets, through the visibility rule. */
type Serialise = (answer: unknown, filter: PublicFilter) => string;
const JSON_TYPE = 'application/json; charset=utf-8';
const asJson: Serialise = (answer, filter) => JSON.stringify(filterValue(filter, answer));
const asText =
  (contentType: string): Serialise =>
  (answer, filter) =>
    filterSerialised(filter, String(answer), contentType);

export class ResponseCache {
  private entries = new Map<string, Entry>();
  /** Loads under way, shared by the reads of one key (dropped by every invalidation). */
  private pending = new Map<string, Promise<Entry>>();
  /**
   * Bumped by every invalidation: a load that began in an older generation may have read the
   * database before that write, so its answer is given to its own readers but never kept.
   */
  private generation = 0;
  private listeners: Array<(tag: string) => void> = [];
  private routes = new Map<string, FastRoute>();
  /** Requests answered by `serve` that the fast path may learn from, and their key. */
  private served = new WeakMap<IncomingMessage, string>();
  private barrier: ReadBarrier | null = null;
  private visibility: VisibilitySource = openVisibility;
  /** Answers given by the fast path (observability and tests). */
  fastHits = 0;

  /**
   * Answers from the cache (or `load`, then caches), with ETag and 304 for a matching
   * If-None-Match. `tag` is the feature name that writes invalidate, `key` refines it.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, tag: string, key: string, load: (expireAt: ExpireAt) => Promise<unknown>) {
    return this.answer(request, reply, `${tag}:${key}`, JSON_TYPE, asJson, load);
  }

  /**
   * `serve` for a text answer (a calendar feed): kept per key like a list until a write to
   * `tag`, filtered before it is kept so its ETag is the visitors' bytes'; admins get theirs
   * made for them. A visitor's answer teaches the fast path, as a list's does.
   */
  async serveText(request: FastifyRequest, reply: FastifyReply, tag: string, key: string, contentType: string, load: () => Promise<string>) {
    return this.answer(request, reply, `${tag}:${key}`, contentType, asText(contentType), load);
  }

  /** What `serve` and `serveText` share: the answer as `serialise` writes it, sent as `contentType`. */
  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    fullKey: string,
    contentType: string,
    serialise: Serialise,
    load: (expireAt: ExpireAt) => Promise<unknown>,
  ) {
    // An admin (or a match's scorer) sees real names: their answer is made for them and kept
    // by no shared cache, though their own browser may revalidate it (names, no phones).
    if (request.headers.authorization && (await seesRealNames(request))) {
      const body = serialise(await load(() => {}), NO_FILTER);
      const etag = etagOf(body);
      privateAnswers.add(request.raw);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (isFresh(request, etag)) return reply.code(304).send();
      return reply.type(contentType).send(body);
    }
    const trusted = this.barrier?.needed() ? await this.barrier.pass() : true;
    const entry = trusted ? await this.entry(fullKey, load, serialise) : await build(load, await this.visibility.current(), serialise);
    sharedAnswers.add(request.raw);
    if (isVisitorGet(request.raw)) this.served.set(request.raw, fullKey);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (isFresh(request, entry.etag)) return reply.code(304).send();
    return reply.type(contentType).send(entry.bytes);
  }

  /**
   * Called once the pipeline has answered (createCoreApp's onResponse): a visitor's 200 from
   * `serve` teaches the fast path this URL's headers.
   */
  learn(request: FastifyRequest, reply: FastifyReply) {
    const fullKey = this.served.get(request.raw);
    if (fullKey === undefined || reply.statusCode !== 200) return;
    const url = request.raw.url ?? '';
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && REPLAYED.has(name.toLowerCase())) headers[name] = value;
    }
    this.routes.delete(url);
    if (this.routes.size >= MAX_FAST_ROUTES) this.routes.delete(this.routes.keys().next().value!);
    this.routes.set(url, { fullKey, headers });
  }

  /**
   * Answers a visitor's GET from the server's request listener when the pipeline has
   * answered the same URL before and its entry is still valid. A client that accepts
   * compression gets the entry's compressed copy in the encoding `pickEncoding` chooses;
   * before the pipeline has made that copy the request goes through the pipeline (which
   * makes it), so an accepting client never gets the long form. False: not answered.
   */
  tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    const route = this.routes.get(request.url ?? '');
    if (route === undefined || !isVisitorGet(request) || this.barrier?.needed()) return false;
    const entry = this.entries.get(route.fullKey);
    if (entry === undefined || !this.isLive(entry)) return false;
    const fresh = namesEtag(request.headers['if-none-match'], entry.etag);
    const encoding = fresh || entry.bytes.length < COMPRESS_MIN_BYTES ? null : pickEncoding(request.headers['accept-encoding']);
    const copy = encoding ? entry.compressed?.[encoding] : undefined;
    if (encoding && !copy) return false;
    let built = route.built;
    if (built?.entry !== entry) {
      const notModified: OutgoingHttpHeaders = { ...route.headers, etag: entry.etag };
      delete notModified['content-type'];
      built = { entry, ok: { ...route.headers, etag: entry.etag, 'content-length': entry.bytes.length }, notModified, encoded: {} };
      route.built = built;
    }
    this.fastHits++;
    if (fresh) {
      response.writeHead(304, built.notModified).end();
    } else if (encoding && copy) {
      const headers = (built.encoded[encoding] ??= { ...built.ok, 'content-encoding': encoding, 'content-length': copy.length });
      response.writeHead(200, headers).end(copy);
    } else {
      response.writeHead(200, built.ok).end(entry.bytes);
    }
    return true;
  }

  /**
   * The compressed copies of the cached entry this visitor's GET was answered with (by
   * `serve`), for the compression hook to read and fill; undefined for any other answer.
   */
  compressedCopies(request: IncomingMessage, payload: Buffer): Partial<Record<Encoding, Buffer>> | undefined {
    const fullKey = this.served.get(request);
    const entry = fullKey === undefined ? undefined : this.entries.get(fullKey);
    if (entry?.bytes !== payload) return undefined;
    return (entry.compressed ??= {});
  }

  /** Installs who is hidden from visitors (createCoreApp passes its own). */
  setVisibility(visibility: VisibilitySource) {
    this.visibility = visibility;
  }

  /** Installs the read barrier (apps/api's cache bus, when instances share a database). */
  setReadBarrier(barrier: ReadBarrier) {
    this.barrier = barrier;
  }

  private isLive(entry: Entry) {
    return entry.expiresAt === Number.POSITIVE_INFINITY || entry.expiresAt > Date.now();
  }

  private async entry(fullKey: string, load: (expireAt: ExpireAt) => Promise<unknown>, serialise: Serialise): Promise<Entry> {
    const hit = this.entries.get(fullKey);
    if (hit && this.isLive(hit)) return hit;
    const inflight = this.pending.get(fullKey);
    if (inflight) return inflight;
    const startedAt = this.generation;
    const promise = (async () => {
      const entry = await build(load, await this.visibility.current(), serialise);
      // A write that landed while we were loading makes this answer possibly stale: don't keep it.
      if (startedAt === this.generation) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(fullKey, entry);
      }
      return entry;
    })();
    this.pending.set(fullKey, promise);
    try {
      return await promise;
    } finally {
      // An invalidation may have let a newer load of this key start meanwhile: leave that one.
      if (this.pending.get(fullKey) === promise) this.pending.delete(fullKey);
    }
  }

  /** Drops every entry of `tag` here and tells the listeners (other instances). */
  invalidate(tag: string) {
    this.invalidateLocal(tag);
    for (const listener of this.listeners) listener(tag);
  }

  /** Drops every entry of `tag` on this instance only (a message from another instance). */
  invalidateLocal(tag: string) {
    this.generation++;
    this.pending.clear();
    // People decide what every answer may show: a change to them drops everything.
    if (tag === PEOPLE_CACHE_TAG) {
      this.visibility.stale();
      this.entries.clear();
    }
    for (const key of this.entries.keys()) if (key.startsWith(`${tag}:`)) this.entries.delete(key);
    this.forgetBuilt();
  }

  /** Header sets hold their entry's bytes: let dropped entries go. */
  private forgetBuilt() {
    for (const route of this.routes.values()) route.built = undefined;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.forgetBuilt();
  }

  onInvalidate(listener: (tag: string) => void) {
    this.listeners.push(listener);
  }
}
