/**
 * The reader's side of the bus: before answering from its cache, an instance makes one round
 * trip on its LISTEN session, which delivers every notification committed before it. Reads
 * that arrive together share one round trip; a read that arrives while one is already on the
 * wire takes the next (the one under way may have left before the read's write committed).
 */
export function createSharedRoundTrip(roundTrip: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const pass = (): Promise<void> => {
    if (!running) {
      running = roundTrip().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return pass();
      });
    return queued;
  };
  return pass;
}
