/**
 * Cricsheet imports bind names through the file's register (part 3 spec section 1, issue 28):
 * one person per register identifier across every file, of unknown age (so hidden from
 * visitors, as anyone else of unknown age) unless the admin vouches at import that everyone
 * in the file is an adult. Two IPL 2008 files in which BB McCullum (b8a55852) plays.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from './harness';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../e2e/fixtures/cricsheet');
const file = (id: string) => JSON.parse(fs.readFileSync(path.join(fixtures, `${id}.json`), 'utf8')) as unknown;
const PLAYER = 'BB McCullum';

let h: Hardened;
let admin: Record<string, string>;
let tournamentId = '';

const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = admin) => {
  const res = await h.app.inject({ method: method as 'GET', url, payload: body as object, headers, remoteAddress: uniqueAddress() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
/** POST one fixture file to the tournament, `query` after the path (`?adults=true`). */
const importFile = (id: string, query = '') =>
  h.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/cricsheet${query}`,
    payload: file(id) as object,
    headers: admin,
    remoteAddress: uniqueAddress(),
  });
const visitor = async (url: string) => (await h.app.inject({ url, remoteAddress: uniqueAddress() })).body;
const rows = async (query: ReturnType<typeof sql>) => ((await h.database.handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;

beforeAll(async () => {
  h = await openHardened({ seed: false });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  tournamentId = (
    await call('POST', '/api/tournaments', { name: 'IPL 2008', season: '2008', format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 } })
  ).data.id;
}, 120_000);
afterAll(async () => h?.close());

describe('a Cricsheet import', () => {
  it("makes one person per register identifier, hidden until the admin vouches for the file's adults", async () => {
    const first = (await importFile('335982')).json().data.matchId as string;
    // One record for the identifier, of unknown age: the scorecard and the stats show a placeholder.
    expect(await rows(sql`select name, adult_confirmed_at is null as unknown from people where registry_id = 'b8a55852'`)).toEqual([
      { name: PLAYER, unknown: true },
    ]);
    expect(await visitor(`/api/matches/${first}/scorecard`)).not.toContain(PLAYER);
    expect(await visitor('/api/stats')).not.toContain(PLAYER);

    // The same file again, the admin now vouching: nothing imported, the names shown (caches too).
    const again = await importFile('335982', '?adults=true');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ matchId: first, created: false });
    expect(await visitor(`/api/matches/${first}/scorecard`)).toContain(PLAYER);
    // Nothing new was imported: the stats were kept, and still the name shows (the rule reloaded).
    expect(await visitor('/api/stats')).toContain(PLAYER);
  });

  it("binds another file's line of the same identifier to the same person: one career, across files", async () => {
    expect((await importFile('335986', '?adults=true')).statusCode).toBe(201);
    expect(await rows(sql`select count(*)::int as n from people where registry_id = 'b8a55852'`)).toEqual([{ n: 1 }]);
    const [person] = (await rows(sql`select id from people where registry_id = 'b8a55852'`)) as Array<{ id: string }>;
    const personId = person!.id;
    const stats = JSON.parse(await visitor('/api/stats')).data as { batting: Array<{ name: string; matches: number; personId?: string }> };
    const lines = stats.batting.filter((b) => b.name === PLAYER);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ personId, matches: 2 });
  });

  it('refuses an adults value that is not true or false', async () => {
    const res = await importFile('335983', '?adults=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'adults must be true or false' });
  });
});
