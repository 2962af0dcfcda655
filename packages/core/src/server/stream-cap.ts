/**
 * Live streams per client address (issue 35): each one holds a connection for as long as the
 * watcher stays, so one address opening a thousand would use up the server's descriptors.
 * Past the cap a stream is refused 429 with the envelope before it opens; the client's
 * address is Fastify's (behind TRUST_PROXY, the forwarded one), an IPv6 one counted by its /64.
 */
import type { LiveHub } from './live';
import { HttpError } from './errors';
import { addressKey } from './connections';

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live streams from your address. Close some and try again.';

export function capStreamsPerAddress(hub: LiveHub, max: number): LiveHub {
  const open = new Map<string, number>();
  return {
    publish: (topic, events) => hub.publish(topic, events),
    signal: (topic, name) => hub.signal(topic, name),
    subscribe: (topic, listener) => hub.subscribe(topic, listener),
    memo: (topic, key, read) => hub.memo(topic, key, read),
    close: () => hub.close(),
    get connections() {
      return hub.connections;
    },
    async stream(request, reply, options) {
      const address = addressKey(request.ip);
      const count = open.get(address) ?? 0;
      if (count >= max) throw new HttpError(429, TOO_MANY_STREAMS_MESSAGE, { 'retry-after': '30' });
      open.set(address, count + 1);
      reply.raw.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      await hub.stream(request, reply, options);
    },
  };
}
