/**
 * JSON answers and calendar feeds compressed for clients that accept it (issue 35:
 * `/api/matches` went out as 980 KB of JSON), in the encoding `pickEncoding` chooses.
 *
 * Answers built by Fastify are compressed in an onSend hook. A cached list's answer is
 * compressed once per encoding: the copy is kept on the cache's entry, where the fast path
 * (`ResponseCache.tryServe`) finds it for the requests after. Event streams are hijacked
 * replies and never pass through.
 */
import type { FastifyInstance } from 'fastify';
import { addVary, type ResponseCache } from './cache';
import { compress, COMPRESS_MIN_BYTES, pickEncoding } from './encoding';

const isCompressible = (type: unknown) => /\bjson\b|^text\/calendar\b/i.test(String(type ?? ''));

/** Compresses the JSON and calendar answers Fastify builds. Registered last, so it sees the final bytes. */
export function installCompression(app: FastifyInstance, cache?: ResponseCache) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Whether or not this answer is compressed, the next one for another client may be.
    if (isCompressible(reply.getHeader('content-type'))) addVary(reply, 'Accept-Encoding');
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.getHeader('content-encoding') || !isCompressible(reply.getHeader('content-type'))) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // A cached entry's bytes: its copy is made once and kept with it, for the fast path too.
    const copies = Buffer.isBuffer(payload) ? cache?.compressedCopies(request.raw, payload) : undefined;
    const ready = copies?.[encoding];
    if (ready) return ready;
    const compressed = await compress(bytes, encoding);
    if (copies) copies[encoding] = compressed;
    return compressed;
  });
}
