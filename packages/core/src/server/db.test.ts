import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, PGLITE_SETTINGS, type DbHandle } from './db';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

async function setting(handle: DbHandle, name: string): Promise<string> {
  const result = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return Object.values(result.rows[0]!)[0]!;
}

// Issue 35: initdb's 128MB buffer pool was zeroed at every start, 151 MB of resident memory
// before the first query; the embedded database runs with a small one.
describe('the embedded database', () => {
  it('runs with its memory settings in memory, on a new data folder and on one made before', { timeout: 120_000 }, async () => {
    expect(PGLITE_SETTINGS.shared_buffers).toBe('16MB');

    const inMemory = await createDb({});
    expect(await setting(inMemory, 'shared_buffers')).toBe('16MB');
    await inMemory.close();

    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'league-db-test-'));
    made.push(parent);
    const dataDir = path.join(parent, 'db');
    const first = await createDb({ dataDir });
    expect(await setting(first, 'shared_buffers')).toBe('16MB');
    // Single user, no fsync: PGlite's own start options are kept alongside ours.
    expect(await setting(first, 'fsync')).toBe('off');
    await first.close();
    // initdb wrote its own 128MB into the folder's postgresql.conf: the start option wins.
    expect(fs.readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
    const again = await createDb({ dataDir });
    expect(await setting(again, 'shared_buffers')).toBe('16MB');
    await again.close();
  });
});
