import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce';

/** A fake NOTIFY: records each send's tags and finishes only when told to. */
function fakeSend() {
  const sends: Array<{ tags: string[]; finish: (error?: Error) => void; done: boolean }> = [];
  const send = (tags: string[]) =>
    new Promise<void>((resolve, reject) => {
      const entry = { tags, done: false, finish: (error?: Error) => ((entry.done = true), error ? reject(error) : resolve()) };
      sends.push(entry);
    });
  return { sends, send };
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('coalesced invalidations', () => {
  it('sends the first tag at once, alone', async () => {
    const { sends, send } = fakeSend();
    const coalescer = createCoalescer(send);
    const first = coalescer.publish('teams');
    expect(sends.map((s) => s.tags)).toEqual([['teams']]);
    expect(coalescer.pending()).not.toBeNull();
    sends[0]!.finish();
    await first;
    expect(coalescer.pending()).toBeNull();
  });

  it('puts tags published while one is on the wire on the next send, never on that one', async () => {
    const { sends, send } = fakeSend();
    const coalescer = createCoalescer(send);
    const first = coalescer.publish('teams');
    const second = coalescer.publish('sponsors');
    const third = coalescer.publish('teams');
    expect(second).toBe(third);
    expect(sends).toHaveLength(1);
    // The send on the wire may have left before `sponsors` was written: it does not count.
    expect(await settled(second)).toBe(false);
    sends[0]!.finish();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends.map((s) => s.tags)).toEqual([['teams'], ['sponsors', 'teams']]);
    expect(await settled(second)).toBe(false);
    sends[1]!.finish();
    await second;
  });

  it('names as pending the newest send, which carries every tag published so far', async () => {
    const { sends, send } = fakeSend();
    const coalescer = createCoalescer(send);
    void coalescer.publish('teams');
    const later = coalescer.publish('sponsors');
    expect(coalescer.pending()).toBe(later);
    sends[0]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sends[1]!.finish();
    await later;
  });

  it('goes on after a send fails (the sender deals with the failure)', async () => {
    const { sends, send } = fakeSend();
    const coalescer = createCoalescer(send);
    const first = coalescer.publish('teams');
    const second = coalescer.publish('sponsors');
    sends[0]!.finish(new Error('connection lost'));
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends.map((s) => s.tags)).toEqual([['teams'], ['sponsors']]);
    sends[1]!.finish();
    await second;
  });
});
