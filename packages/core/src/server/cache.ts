/**
 * Public list answers are read far more than written: they are kept serialised with an
 * ETag and dropped by the writes that change them (quality P1/P4). Invalidations can be
 * broadcast to other instances through `onInvalidate` (apps/api wires LISTEN/NOTIFY).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
}

export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names `etag`. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<Entry>>();
  private generation = 0;
  private listeners: Array<(tag: string) => void> = [];

  constructor(private readonly enabled = true) {}

  /**
   * Answers from the cache (or `load`, then caches), with ETag and 304 for a matching
   * If-None-Match. `tag` is the feature name that writes invalidate, `key` refines it.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, tag: string, key: string, load: () => Promise<unknown>) {
    const entry = await this.entry(`${tag}:${key}`, load);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (isFresh(request, entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  private async entry(fullKey: string, load: () => Promise<unknown>): Promise<Entry> {
    const hit = this.enabled ? this.entries.get(fullKey) : undefined;
    if (hit) return hit;
    const inflight = this.pending.get(fullKey);
    if (inflight) return inflight;
    const startedAt = this.generation;
    const promise = (async () => {
      const body = JSON.stringify(await load());
      const entry = { body, etag: etagOf(body) };
      // A write that landed while we were loading makes this answer possibly stale: don't keep it.
      if (this.enabled && startedAt === this.generation) this.entries.set(fullKey, entry);
      return entry;
    })();
    this.pending.set(fullKey, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(fullKey);
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
    for (const key of this.entries.keys()) if (key.startsWith(`${tag}:`)) this.entries.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  onInvalidate(listener: (tag: string) => void) {
    this.listeners.push(listener);
  }
}
