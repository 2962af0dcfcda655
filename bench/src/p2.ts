/**
 * P2: admin reads against B2 (the route's own query, in a loop in this process, no HTTP)
 * and the finance create against B3 (a raw single-row insert loop). For PGlite the loops run
 * on an in-memory copy of the demo league (the server holds the file lock); for PostgreSQL
 * on the server's own database.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db, type DbHandle } from '@league/core/server';
import { createStorage } from '@league/gallery/server';
import { listContributions } from '@league/finance/server';
import { listRegistrations } from '@league/registrations/server';
import { seedDemo } from '../../apps/api/src/demo';
import { migrationsFolder } from '../../apps/api/src/server';
import { load, type LoadResult } from './load';
import type { Row } from './row';
import type { Subject } from './subject';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

type Compare = (baseline: () => Promise<number>, subject: () => Promise<LoadResult>) => Promise<{ ratio: number; p50: number; p99: number; errors: number }>;

/** Operations per second of `op`, run back to back for `seconds`. */
async function loop(seconds: number, op: () => Promise<unknown>): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let n = 0;
  const started = Date.now();
  while (Date.now() < end) {
    await op();
    n++;
  }
  return n / ((Date.now() - started) / 1000);
}

async function baselineDatabase(subject: Subject): Promise<DbHandle> {
  if (subject.kind === 'postgres') return createDb({ url: subject.databaseUrl });
  const handle = await createDb({});
  await handle.migrate(migrationsFolder);
  const storage = createStorage({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'league-b2-')), s3: null });
  await seedDemo({ db: handle.db, log: { info() {}, warn() {} }, now: new Date(), storage, publicUrl: 'http://localhost' });
  return handle;
}

export async function runP2(subject: Subject, token: string, options: { seconds: number; rounds: number; compare: Compare }): Promise<Row[]> {
  const { seconds, compare } = options;
  const auth = { authorization: `Bearer ${token}` };
  const database = await baselineDatabase(subject);
  const db: Db = database.db;
  const rows: Row[] = [];
  try {
    const reads: Array<[string, string, () => Promise<unknown>]> = [
      ['GET /api/finance/contributions?limit=20', '/api/finance/contributions?limit=20', () => listContributions(db, { limit: 20 })],
      ['GET /api/registrations', '/api/registrations', () => listRegistrations(db)],
    ];
    for (const [name, route, query] of reads) {
      await load({ url: `${subject.url}${route}`, headers: auth, seconds: 1 });
      const result = await compare(
        () => loop(seconds, query),
        () => load({ url: `${subject.url}${route}`, headers: auth, seconds }),
      );
      rows.push({
        id: 'P2',
        db: subject.kind,
        subject: name,
        baseline: 'B2 same query, in-process loop',
        ratio: result.ratio,
        target: 0.5,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors,
      });
    }

    const body = JSON.stringify({ contributorType: 'PLAYER', contributorName: 'Bench Player', amountPaise: 50_000, note: null });
    const insert = () =>
      db.execute(sql`insert into finance_contributions (contributor_type, contributor_name, amount_paise, note) values ('PLAYER', 'Raw Insert', 50000, null)`);
    const result = await compare(
      () => loop(seconds, insert),
      () => load({ url: `${subject.url}/api/finance/contributions`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body, seconds }),
    );
    rows.push({
      id: 'P2',
      db: subject.kind,
      subject: 'POST /api/finance/contributions (auth, validation, transaction, audit)',
      baseline: 'B3 raw single-row insert loop',
      ratio: result.ratio,
      target: 0.2,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
    });
  } finally {
    await database.close();
  }
  return rows;
}
