import { describe, expect, it } from 'vitest';
import { createSharedRoundTrip } from './shared-round-trip';

function fakeRoundTrips() {
  const trips: Array<{ finish: (error?: Error) => void }> = [];
  const roundTrip = () => new Promise<void>((resolve, reject) => trips.push({ finish: (error) => (error ? reject(error) : resolve()) }));
  return { trips, roundTrip };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shared read round trip', () => {
  it('starts one at once for the first read', async () => {
    const { trips, roundTrip } = fakeRoundTrips();
    const pass = createSharedRoundTrip(roundTrip);
    const read = pass();
    expect(trips).toHaveLength(1);
    trips[0]!.finish();
    await read;
  });

  it('makes reads that arrive during a round trip wait for the next one, and share it', async () => {
    const { trips, roundTrip } = fakeRoundTrips();
    const pass = createSharedRoundTrip(roundTrip);
    let lateDone = false;
    const first = pass();
    const late = [pass(), pass(), pass()];
    void Promise.all(late).then(() => (lateDone = true));
    trips[0]!.finish();
    await first;
    await tick();
    // The first may have left before the late reads' writes committed: they need another.
    expect(lateDone).toBe(false);
    expect(trips).toHaveLength(2);
    trips[1]!.finish();
    await Promise.all(late);
    expect(trips).toHaveLength(2);
  });

  it('passes a failure to the reads that waited for it, and starts afresh after', async () => {
    const { trips, roundTrip } = fakeRoundTrips();
    const pass = createSharedRoundTrip(roundTrip);
    const failing = pass();
    trips[0]!.finish(new Error('bus down'));
    await expect(failing).rejects.toThrow('bus down');
    const next = pass();
    expect(trips).toHaveLength(2);
    trips[1]!.finish();
    await next;
  });
});
