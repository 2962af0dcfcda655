/** The instance's one LISTEN session, on a real PostgreSQL (TEST_DATABASE_URL). */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgListener, type PgListener } from './pg-listener';

const url = process.env.TEST_DATABASE_URL;

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.runIf(url)('one LISTEN session per instance', () => {
  const opened: Array<{ pool: pg.Pool; listener: PgListener }> = [];
  afterEach(async () => {
    for (const { pool, listener } of opened.splice(0)) {
      await listener.stop();
      await pool.end();
    }
  });
  const open = () => {
    const pool = new pg.Pool({ connectionString: url, max: 5 });
    pool.on('error', () => {});
    const listener = createPgListener(pool, { reconnectAfterMs: 50 });
    opened.push({ pool, listener });
    return { pool, listener };
  };
  const suffix = () => Math.random().toString(36).slice(2, 8);

  it('carries every channel on one connection, each payload to its own channel', async () => {
    const { pool, listener } = open();
    const [a, b] = [`test_a_${suffix()}`, `test_b_${suffix()}`];
    const heard: Record<string, string[]> = { a: [], b: [] };
    const chA = await listener.channel(a, { message: (p) => heard.a!.push(p) });
    const chB = await listener.channel(b, { message: (p) => heard.b!.push(p) });
    expect(pool.totalCount).toBe(1);
    // Another instance's NOTIFY, from a connection of its own.
    const other = open();
    const otherA = await other.listener.channel(`test_other_${suffix()}`, { message: () => {} });
    await other.pool.query('select pg_notify($1, $2)', [a, 'for a']);
    await chB.send('for b');
    await otherA.roundTrip();
    await until(() => heard.a!.length === 1 && heard.b!.length === 1);
    expect(heard).toEqual({ a: ['for a'], b: ['for b'] });
    // A round trip on the session delivers what was committed before it.
    await other.pool.query('select pg_notify($1, $2)', [a, 'before the round trip']);
    await chA.roundTrip();
    expect(heard.a).toEqual(['for a', 'before the round trip']);
  });

  it('a lost session is down for every channel, then back up by itself, hearing again', async () => {
    const { listener } = open();
    const [a, b] = [`test_a_${suffix()}`, `test_b_${suffix()}`];
    const log: string[] = [];
    const heard: string[] = [];
    const chA = await listener.channel(a, { up: () => void log.push('a up'), down: () => void log.push('a down'), message: (p) => heard.push(p) });
    await listener.channel(b, { up: () => void log.push('b up'), down: () => void log.push('b down'), message: () => {} });
    expect(log).toEqual(['a up', 'b up']);
    // The server ends the session (a failover, an idle-session killer).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN test_b_%' and pid <> pg_backend_pid()`);
    await admin.end();
    await until(() => log.filter((l) => l.endsWith('up')).length === 4);
    expect(log.slice(2).sort()).toEqual(['a down', 'a up', 'b down', 'b up']);
    await chA.send('after the outage');
    await chA.roundTrip();
    expect(heard).toEqual(['after the outage']);
  });

  it('refuses a name that is not a channel name; two hearing one channel each get every payload, until each closes', async () => {
    const { listener } = open();
    await expect(listener.channel('x; drop table people', { message: () => {} })).rejects.toThrow(/not a channel name/);
    const name = `test_${suffix()}`;
    const one: string[] = [];
    const two: string[] = [];
    const first = await listener.channel(name, { message: (p) => one.push(p) });
    const second = await listener.channel(name, { message: (p) => two.push(p) });
    await first.send('both');
    await first.roundTrip();
    expect([one, two]).toEqual([['both'], ['both']]);
    await first.close();
    await second.send('second only');
    await second.roundTrip();
    expect([one, two]).toEqual([['both'], ['both', 'second only']]);
  });
});
