/**
 * Invalidations, coalesced: at most one NOTIFY on the wire, and every tag invalidated while it
 * is there rides together on the next one (never on the one already sent, which may have left
 * before that write committed). Fifty concurrent writes cost two NOTIFYs, not a queue of fifty
 * that each write would wait behind.
 */
export interface Coalescer {
  /** Sends `tag` soon; resolves once a send that left after this call has finished. */
  publish(tag: string): Promise<void>;
  /** The newest send under way: it carries every tag published so far, or left after them. */
  pending(): Promise<void> | null;
}

/** `send` deals with its own failures (a rejection is swallowed here). */
export function createCoalescer(send: (tags: string[]) => Promise<void>): Coalescer {
  let onWire: Promise<void> | null = null;
  let next: { tags: Set<string>; sent: Promise<void> } | null = null;

  const transmit = (tags: string[]): Promise<void> => {
    const sending: Promise<void> = send(tags)
      .catch(() => {})
      .finally(() => {
        if (onWire === sending) onWire = null;
      });
    onWire = sending;
    return sending;
  };

  return {
    publish(tag) {
      if (!onWire) return transmit([tag]);
      if (!next) {
        const tags = new Set<string>();
        next = {
          tags,
          sent: onWire.then(() => {
            next = null;
            return transmit([...tags]);
          }),
        };
      }
      next.tags.add(tag);
      return next.sent;
    },
    pending: () => next?.sent ?? onWire,
  };
}
