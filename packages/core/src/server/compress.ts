/**
 * JSON answers compressed for clients that accept it (issue 35: `/api/matches` went out as
 * 980 KB of JSON). Brotli when accepted, else gzip, at levels fast enough for answers made
 * per request; work off the event loop (zlib's thread pool).
 *
 * Two paths: answers built by Fastify are compressed in an onSend hook; the cache's fast
 * path (`ResponseCache.tryServe`, which writes a cached entry's bytes straight to the
 * socket) is wrapped, and sends the copy the pipeline made of the same entry, so each
 * cached list is compressed once per encoding, not once per request. Event streams are
 * hijacked replies and never pass through either.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { addVary, type ResponseCache } from './cache';

export type Encoding = 'br' | 'gzip';

/** Smaller answers are not worth the work (or the bytes compression adds). */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzip(bytes, { level: 6 });
}

/** The encoding to use for a request's Accept-Encoding, or null for none. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

const isJson = (type: unknown) => /\bjson\b/i.test(String(type ?? ''));

/**
 * Compressed copies of answer bodies, keyed by the body's Buffer: a cached list's entry is one
 * Buffer for as long as the entry lives, so the copy made when the pipeline sent it serves
 * the fast path after it, and goes when the entry goes.
 */
export type CompressedCopies = WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>;

/** Compresses JSON answers Fastify builds. Registered last, so it sees the final bytes. */
export function installCompression(app: FastifyInstance, copies: CompressedCopies) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Whether or not this answer is compressed, the next one for another client may be.
    if (isJson(reply.getHeader('content-type'))) addVary(reply, 'Accept-Encoding');
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.getHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const known = Buffer.isBuffer(payload) ? copies.get(payload) : undefined;
    const ready = known?.[encoding];
    if (ready) return ready;
    const compressed = await compress(bytes, encoding);
    if (Buffer.isBuffer(payload)) copies.set(payload, { ...copies.get(payload), [encoding]: compressed });
    return compressed;
  });
}

/**
 * `cache.tryServe`, for clients that accept compression: the fast path's answer is taken as
 * it is written (a status, headers, the entry's bytes) and sent compressed from the copy the
 * pipeline made. With no copy of this entry in this encoding yet, the request goes through
 * the pipeline instead, which makes it: an accepting client never gets the long form.
 */
export function compressingFastPath(cache: ResponseCache, copies: CompressedCopies) {
  return function tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return cache.tryServe(request, response);
    let status = 0;
    let headers: OutgoingHttpHeaders = {};
    let body: Buffer | undefined;
    const capture = {
      writeHead(code: number, given: OutgoingHttpHeaders) {
        status = code;
        headers = given;
        return capture;
      },
      end(bytes?: Buffer) {
        body = bytes;
        return capture;
      },
    };
    if (!cache.tryServe(request, capture as unknown as ServerResponse)) return false;
    if (status !== 200 || !body || body.length < COMPRESS_MIN_BYTES) {
      response.writeHead(status, headers).end(body);
      return true;
    }
    const ready = copies.get(body)?.[encoding];
    if (!ready) {
      // Not answered after all (the pipeline will count itself).
      cache.fastHits--;
      return false;
    }
    response.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': ready.length }).end(ready);
    return true;
  };
}
