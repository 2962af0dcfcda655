/**
 * For tests: an in-memory stand-in for PostgreSQL's LISTEN/NOTIFY with the two properties
 * the bus relies on. A NOTIFY commits a little after it is sent, then reaches every listening
 * session (the sender's too) a while later; and a session's round trip delivers everything
 * committed before it. `deliveryMs` is long on purpose, so a read that skips the round trip
 * sees stale data.
 */
import type { BusTransport, TransportEvents } from './pg-transport';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FakeWire {
  /** Every committed payload, in order. */
  readonly committed: string[] = [];
  private readonly sessions = new Set<FakeSession>();
  /** While true, every NOTIFY fails (the database refuses it). */
  failSends = false;
  /** NOTIFYs sent and not yet committed (or refused). */
  inFlight = 0;

  constructor(
    readonly commitMs = 5,
    readonly deliveryMs = 200,
  ) {}

  transport = (events: TransportEvents): FakeSession => new FakeSession(this, events);

  join(session: FakeSession) {
    this.sessions.add(session);
  }
  leave(session: FakeSession) {
    this.sessions.delete(session);
  }
  commit(payload: string) {
    this.committed.push(payload);
    for (const session of this.sessions) session.receive(payload);
  }

  /**
   * Lets the wire deliver everything sent so far, at once: waits for the NOTIFYs in flight to
   * commit, then hands every session its inbox. A test waits on this, never on the clock (a
   * busy machine fires timers late).
   */
  async settle() {
    // A message heard may be answered (a hello with an alive): until nothing is in flight or unheard.
    for (;;) {
      while (this.inFlight) await sleep(1);
      if (![...this.sessions].some((session) => session.unheard)) return;
      for (const session of this.sessions) session.deliverNow();
      await sleep(1);
    }
  }
}

export class FakeSession implements BusTransport {
  listening = false;
  roundTrips = 0;
  private inbox: string[] = [];
  private stopped = false;

  constructor(
    private readonly wire: FakeWire,
    private readonly events: TransportEvents,
  ) {}

  async start() {
    if (this.stopped) return;
    this.listening = true;
    this.wire.join(this);
    await this.events.up();
  }

  async send(payload: string) {
    this.wire.inFlight++;
    try {
      await sleep(this.wire.commitMs);
      if (this.wire.failSends) throw new Error('NOTIFY refused');
      this.wire.commit(payload);
    } finally {
      this.wire.inFlight--;
    }
  }

  async roundTrip() {
    if (!this.listening) throw new Error('cache bus down');
    this.roundTrips++;
    await sleep(1);
    this.deliver();
  }

  receive(payload: string) {
    this.inbox.push(payload);
    setTimeout(() => this.deliver(), this.wire.deliveryMs).unref();
  }

  get unheard(): number {
    return this.inbox.length;
  }

  /** Everything received so far, now (FakeWire.settle). */
  deliverNow() {
    this.deliver();
  }

  private deliver() {
    for (const payload of this.inbox.splice(0)) if (this.listening) this.events.message(payload);
  }

  /** The connection breaks; like pg-transport, it comes back by itself. */
  lose(backAfterMs = 20) {
    if (!this.listening) return;
    this.listening = false;
    this.inbox = [];
    this.wire.leave(this);
    this.events.down();
    setTimeout(() => void this.start(), backAfterMs).unref();
  }

  restart() {
    this.lose();
  }

  async stop() {
    this.stopped = true;
    this.listening = false;
    this.wire.leave(this);
  }
}
