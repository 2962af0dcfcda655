/**
 * Review through HTTP: approve makes the person's profile or links the one they have (the
 * person of that normalised phone and name; a sibling on the phone gets her own: siblings.test.ts), reject and
 * pool record the decision, bulk approve, and a minor without a guardian's consent never
 * appears in any visitor answer of players until consent is recorded.
 */
import { peoplePlugin, peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as playersTables from '@league/players/schema';
import { playersPlugin } from '@league/players/server';
import * as schema from './schema';
import { registrationsPlugin } from './plugin';
import { listPoolCandidates } from './pool';

let tdb: TestDb;
let admin: Record<string, string>;

beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables });
  admin = bearer(await mintToken());
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

async function build() {
  const cache = new ResponseCache();
  const source = { url: null, file: null, allowPrivate: false };
  return createTestApp({
    plugins: [
      [registrationsPlugin, { db: tdb.db, cache, source }],
      [playersPlugin, { db: tdb.db, cache }],
    ],
  });
}
type App = Awaited<ReturnType<typeof build>>;
const post = (app: App, url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: admin });
const idOf = async (name: string) => (await tdb.query<{ id: string }>('select id from registrations where full_name = $1', [name]))[0]!.id;

const CSV = [
  'Full Name,Phone,Date of Birth,Guardian Name,Guardian Phone',
  'Asha Rao,+91 98450 11111,1999-01-01,,',
  'Kid Kumar,98450 22222,01/06/2015,,',
  'Ravi Das,98450 33333,25th Dec 1994,,',
  'Old Hand,0 98450 44444,"May 14, 1970",,',
].join('\n');

describe('review', () => {
  it('approves into a profile, links the person’s own profile (same phone and name) with a warning, rejects and pools', async () => {
    const app = await build();
    await post(app, '/api/registrations/import', { csv: CSV });
    // Someone typed Old Hand in by hand before, with his number written another way.
    const manual = await post(app, '/api/players', { name: 'Old Hand', phone: '+91-98450-44444' });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().data.phone).toBe('9845044444');

    const approved = await post(app, `/api/registrations/${await idOf('Asha Rao')}/review`, { action: 'approve' });
    expect(approved.json()).toEqual({ success: true, status: 'approved', playerPhone: '9845011111', warning: null });
    const linked = await post(app, `/api/registrations/${await idOf('Old Hand')}/review`, { action: 'approve' });
    expect(linked.json()).toMatchObject({ playerPhone: '9845044444', warning: 'Linked to the existing profile of Old Hand (same phone)' });
    expect(await tdb.query('select count(*)::int as n from players')).toEqual([{ n: 2 }]);

    const pooled = await post(app, `/api/registrations/${await idOf('Ravi Das')}/review`, { action: 'pool', category: 'B' });
    expect(pooled.json()).toMatchObject({ status: 'pooled' });
    const noCategory = await post(app, `/api/registrations/${await idOf('Ravi Das')}/review`, { action: 'pool', category: ' ' });
    expect(noCategory.json()).toEqual({ success: false, message: 'Category is required' });
    const list = (await app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json().data;
    expect(list.find((r: { fullName: string }) => r.fullName === 'Ravi Das')).toMatchObject({ status: 'pooled', category: 'B' });
    const rejected = await post(app, `/api/registrations/${await idOf('Kid Kumar')}/review`, { action: 'reject' });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    // The auction reads approved and pooled sign-ups, with their category.
    expect((await listPoolCandidates(tdb.db)).map((c) => [c.name, c.status, c.category])).toEqual([
      ['Asha Rao', 'approved', null],
      ['Old Hand', 'approved', null],
      ['Ravi Das', 'pooled', 'B'],
    ]);
    await app.close();
  });

  it('bulk approves and reports links as warnings', async () => {
    const app = await build();
    await post(app, '/api/registrations/import', { csv: CSV });
    // Typed in by hand before, in another case and spacing: the same person.
    await post(app, '/api/players', { name: 'ravi  das', phone: '9845033333' });
    const ids = await Promise.all(['Asha Rao', 'Ravi Das', 'Old Hand'].map(idOf));
    const res = (await post(app, '/api/registrations/bulk-approve', { ids })).json();
    expect(res).toMatchObject({ approved: 3, warnings: ['Ravi Das: Linked to the existing profile of ravi  das (same phone)'] });
    expect(await tdb.query('select phone from players order by phone')).toEqual([{ phone: '9845011111' }, { phone: '9845033333' }, { phone: '9845044444' }]);
    await app.close();
  });
});

describe('pool candidates', () => {
  it('answers the approved and pooled sign-ups with category and profile id, no phone, minors awaiting consent left out; admins only', async () => {
    const app = await build();
    await post(app, '/api/registrations/import', { csv: CSV });
    await post(app, '/api/registrations/bulk-approve', { ids: await Promise.all(['Asha Rao', 'Kid Kumar'].map(idOf)) });
    await post(app, `/api/registrations/${await idOf('Ravi Das')}/review`, { action: 'pool', category: 'Gold' });
    const read = (headers: Record<string, string> = admin) => app.inject({ method: 'GET', url: '/api/registrations/pool-candidates', headers });
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.body).not.toContain('98450');
    const [asha] = await tdb.query<{ id: string }>("select id from players where phone = '9845011111'");
    expect(res.json()).toEqual({
      success: true,
      data: [
        { registrationId: await idOf('Asha Rao'), name: 'Asha Rao', role: '', status: 'approved', category: null, playerId: asha!.id },
        { registrationId: await idOf('Ravi Das'), name: 'Ravi Das', role: '', status: 'pooled', category: 'Gold', playerId: null },
      ],
    });
    expect((await read({})).statusCode).toBe(401);
    expect((await read(bearer(await mintToken({ role: 'scorer' })))).statusCode).toBe(403);
    await app.close();
  });
});

describe('a minor', () => {
  it('never appears in a visitor answer until a guardian consents; admins see the profile', async () => {
    const app = await build();
    await post(app, '/api/registrations/import', { csv: CSV });
    const kid = await idOf('Kid Kumar');
    const approved = (await post(app, `/api/registrations/${kid}/review`, { action: 'approve' })).json();
    expect(approved.warning).toBe('Under 18: the profile stays hidden until a guardian consents');
    await tdb.query('update players set batting_runs = 500, bowling_wickets = 30, fielding_catches = 9 where phone = $1', ['9845022222']);

    const visitorSees = async () => {
      const bodies = await Promise.all(
        ['/api/players', '/api/players/top?limit=10', '/api/players/leaderboards'].map((url) => app.inject({ method: 'GET', url }).then((r) => r.body)),
      );
      return bodies.join('\n');
    };
    expect(await visitorSees()).not.toContain('Kid Kumar');
    const adminList = (await app.inject({ method: 'GET', url: '/api/players', headers: admin })).json().data;
    expect(adminList.map((p: { name: string }) => p.name)).toContain('Kid Kumar');

    const missing = await post(app, `/api/registrations/${kid}/consent`, { guardianName: 'Lata Kumar', guardianPhone: '9000011111' });
    expect(missing.statusCode).toBe(400);
    expect(await visitorSees()).not.toContain('Kid Kumar');
    const consent = await post(app, `/api/registrations/${kid}/consent`, { guardianName: 'Lata Kumar', guardianPhone: '+91 90000 11111', consent: true });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(await visitorSees()).toContain('Kid Kumar');
    const row = (await app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json().data.find((r: { id: string }) => r.id === kid);
    expect(row).toMatchObject({ guardianName: 'Lata Kumar', guardianPhone: '9000011111', minor: true, consentBy: expect.any(String) });
    expect(row.consentAt).toMatch(/^\d{4}-/);
    await app.close();
  });

  it("takes age and consent from the person once approved: consent recorded on People clears 'needs consent' and pools them; withdrawn, it does not", async () => {
    const app = await createTestApp({
      plugins: [
        [registrationsPlugin, { db: tdb.db, cache: new ResponseCache(), source: { url: null, file: null, allowPrivate: false } }],
        [peoplePlugin, { db: tdb.db, cache: new ResponseCache(), timeZone: 'Asia/Kolkata', references: [{ table: 'registrations', column: 'person_id' }] }],
      ],
    });
    await post(app, '/api/registrations/import', { csv: CSV });
    const kid = await idOf('Kid Kumar');
    await post(app, `/api/registrations/${kid}/review`, { action: 'approve' });
    const [{ person_id: personId }] = (await tdb.query<{ person_id: string }>('select person_id from registrations where id = $1', [kid])) as [
      { person_id: string },
    ];
    const signup = async () =>
      (await app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json().data.find((r: { id: string }) => r.id === kid);
    const pooled = async () =>
      (await app.inject({ method: 'GET', url: '/api/registrations/pool-candidates', headers: admin })).json().data.map((c: { name: string }) => c.name);
    expect(await signup()).toMatchObject({ minor: true, consentAt: null });
    expect(await pooled()).not.toContain('Kid Kumar');

    const recorded = await post(app, `/api/people/${personId}/consent`, { action: 'record', guardianName: 'Lata Kumar', guardianPhone: '9000011111' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await signup()).toMatchObject({ minor: true, guardianName: 'Lata Kumar', consentAt: expect.stringMatching(/^\d{4}-/) });
    expect(await pooled()).toContain('Kid Kumar');

    const withdrawn = await post(app, `/api/people/${personId}/consent`, { action: 'withdraw' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await signup()).toMatchObject({ minor: true, consentAt: null });
    expect(await pooled()).not.toContain('Kid Kumar');

    // A birth date corrected on People (an adult after all) counts here too.
    const patched = await app.inject({ method: 'PATCH', url: `/api/people/${personId}`, headers: admin, payload: { birthDate: '1990-01-06' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await signup()).toMatchObject({ minor: false, age: expect.any(Number) });
    expect(await pooled()).toContain('Kid Kumar');
    await app.close();
  });
});
