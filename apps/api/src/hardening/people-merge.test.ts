/**
 * Issue 28: two records of one person merged by an admin move every reference and lose
 * nothing, and the undo puts back exactly what moved. The list of references is checked
 * against the database itself, so a table that gains a person_id column cannot be left out
 * of merges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERSON_REFERENCES } from '../app';
import { openHardened, signInAsScorer, smallAuction, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let admin: Record<string, string>;

const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = admin) => {
  const res = await h.app.inject({ method: method as 'GET', url: `/api${url}`, payload: body as object, headers, remoteAddress: uniqueAddress() });
  return { status: res.statusCode, json: res.body ? res.json() : null, body: res.body };
};

async function rows<T>(text: string): Promise<T[]> {
  const result = (await h.database.handle.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** Every reference to each person, read straight from the tables. */
async function referencesOf(ids: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const ref of PERSON_REFERENCES) {
    const found = await rows<{ id: string; person: string }>(
      `select id::text as id, ${ref.column}::text as person from ${ref.table} where ${ref.column} is not null`,
    );
    for (const row of found) if (ids.includes(row.person)) (out[row.person] ??= []).push(`${ref.table}:${row.id}`);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

beforeAll(async () => {
  h = await openHardened({ seed: false, env: { RATE_LIMIT_MAX: '1000000' } });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  await call('PUT', '/settings', { leagueName: 'Merge League', leagueShortName: 'ML', sections: [{ id: 'open', name: 'Open', retired: false }] });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('people references', () => {
  it('every column naming a person in the database is a reference merges move', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where column_name like '%person_id' and table_schema = current_schema() and table_name not like 'person%' order by table_name, column_name",
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(PERSON_REFERENCES.map((r) => `${r.table}.${r.column}`).sort());
  });
});

describe('merging two records of one person', () => {
  it('moves every reference, keeps every name, and the undo restores exactly what moved', async () => {
    // One person twice: a sign-up approved into a profile and a squad line ("Rohit Verma"),
    // and a squad of another team typed with a misspelling ("Rohit Varma", age unknown).
    const csv = 'Full Name,Phone,Date of Birth\nRohit Verma,9845100001,02/02/1992\n';
    expect((await call('POST', '/registrations/import', { csv })).status).toBe(200);
    const [signup] = (await call('GET', '/registrations')).json.data as Array<{ id: string }>;
    expect((await call('POST', `/registrations/${signup!.id}/review`, { action: 'approve' })).status).toBe(200);
    expect((await call('POST', '/teams', { section: 'Open', name: 'Lakeside', captain: 'Rohit Verma', players: ['Rohit Verma', 'Sunil Rao'] })).status).toBe(
      201,
    );
    expect((await call('POST', '/teams', { section: 'Open', name: 'Hillside', captain: 'Rohit Varma', players: ['Rohit Varma'] })).status).toBe(201);
    const people = (await call('GET', '/people?q=Rohit')).json.data as Array<{ id: string; name: string; isPublic: boolean }>;
    const full = people.find((p) => p.name === 'Rohit Verma')!;
    const typo = people.find((p) => p.name === 'Rohit Varma')!;
    expect(full && typo).toBeTruthy();
    // The typed name is a person of unknown age: hidden from visitors until merged.
    expect(typo.isPublic).toBe(false);
    expect((await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() })).body).not.toContain('Rohit Varma');

    // A payment on Finance for that person (it pays their dues).
    const paid = await call('POST', '/finance/contributions', {
      contributorType: 'PLAYER',
      contributorName: 'Rohit Verma',
      amountPaise: 50_000,
      personId: full.id,
    });
    expect(paid.status, paid.body).toBe(201);

    // An auction's pool line picked as that person (the setup's person picker).
    const lakeside = (await call('GET', '/teams')).json.data.find((t: { name: string }) => t.name === 'Lakeside')._id;
    const hillside = (await call('GET', '/teams')).json.data.find((t: { name: string }) => t.name === 'Hillside')._id;
    const auction = await call('POST', '/auctions', smallAuction('Merge auction', [lakeside, hillside], [{ name: 'Rohit V', personId: full.id }]));
    expect(auction.status, auction.body).toBe(201);

    // Named player of the match by the organiser (the awards; a scored match is not needed to hold the reference).
    const fixture = await call('POST', '/matches', { team1: 'Lakeside', team2: 'Hillside', matchDate: '2026-05-02T15:30' });
    expect(fixture.status, fixture.body).toBe(201);
    await rows(`update matches set player_of_match_person_id = '${full.id}' where id = '${fixture.json.data.id}'`);

    const before = await referencesOf([full.id, typo.id]);
    // The record that goes is referenced from every table that can point at a person, but
    // the bought-player charges (an auction sale; packages/auction's squads.test.ts).
    expect(new Set(before[full.id]!.map((r) => r.split(':')[0]))).toEqual(
      new Set(PERSON_REFERENCES.map((r) => r.table).filter((t) => t !== 'registration_charges')),
    );
    const merge = await call('POST', '/people/merge', { fromId: full.id, intoId: typo.id });
    expect(merge.status, merge.body).toBe(200);
    expect(merge.json.data.moved).toBe(before[full.id]!.length);

    const after = await referencesOf([full.id, typo.id]);
    expect(after[full.id]).toBeUndefined();
    expect(after[typo.id]).toEqual([...before[typo.id]!, ...before[full.id]!].sort());
    // One record now; it keeps the other's spelling and its birth date, so it is public.
    const list = (await call('GET', '/people?q=Rohit')).json.data as Array<{ id: string; names: string[]; birthDate: string; isPublic: boolean }>;
    expect(list.map((p) => p.id)).toEqual([typo.id]);
    expect(list[0]).toMatchObject({ birthDate: '1992-02-02', isPublic: true });
    expect(list[0]!.names).toContain('Rohit Verma');
    // Every line of either spelling now shows the kept record's name.
    const teams = (await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() })).body;
    expect(teams).toContain('Rohit Varma');
    expect(teams).not.toContain('Rohit Verma');

    // Merging a merged record again is refused.
    expect((await call('POST', '/people/merge', { fromId: full.id, intoId: typo.id })).status).toBe(409);

    const undo = await call('POST', `/people/merges/${merge.json.data.mergeId}/undo`);
    expect(undo.status, undo.body).toBe(200);
    expect(await referencesOf([full.id, typo.id])).toEqual(before);
    const again = (await call('GET', '/people?q=Rohit')).json.data as Array<{ id: string; names: string[]; birthDate: string | null; isPublic: boolean }>;
    expect(again.map((p) => p.id).sort()).toEqual([full.id, typo.id].sort());
    expect(again.find((p) => p.id === typo.id)).toMatchObject({ birthDate: null, isPublic: false });
    expect(again.find((p) => p.id === typo.id)!.names).not.toContain('Rohit Verma');
    expect((await call('POST', `/people/merges/${merge.json.data.mergeId}/undo`)).status).toBe(409);
  });

  it('renaming a person rewrites every copy of the name, as admins see it too', async () => {
    const profile = await call('POST', '/players', { name: 'Anil Kumbal', phone: '9845100002', dob: '1980-10-17' });
    expect(profile.status).toBe(201);
    await call('POST', '/teams', { section: 'Open', name: 'Spinners', captain: 'Anil Kumbal', players: ['Anil Kumbal', 'Javagal Srinath'] });
    const [person] = (await call('GET', '/people?q=Kumbal')).json.data as Array<{ id: string }>;
    const renamed = await call('PATCH', `/people/${person!.id}`, { name: 'Anil Kumble' });
    expect(renamed.status, renamed.body).toBe(200);
    // The copies themselves (an admin reads them unfiltered), not only what visitors are shown.
    const squad = (await call('GET', '/teams')).json.data.find((t: { name: string }) => t.name === 'Spinners').players.map((p: { name: string }) => p.name);
    expect(squad).toEqual(['Anil Kumble', 'Javagal Srinath']);
    expect((await call('GET', '/players?q=Anil')).json.data.map((p: { name: string }) => p.name)).toEqual(['Anil Kumble']);
    const teams = (await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() })).body;
    expect(teams).toContain('Anil Kumble');

    // The player form renames the person too, and the squad line with it.
    const viaForm = await call('PATCH', '/players/9845100002', { name: 'A. Kumble' });
    expect(viaForm.status, viaForm.body).toBe(200);
    const again = (await call('GET', '/teams')).json.data.find((t: { name: string }) => t.name === 'Spinners').players.map((p: { name: string }) => p.name);
    expect(again).toEqual(['A. Kumble', 'Javagal Srinath']);
  });

  it('the player form never undoes a date set on the People screen, and a new date there reaches the profile', async () => {
    const made = await call('POST', '/players', { name: 'Kid Dated', phone: '9845100003', dob: '1990-01-01' });
    expect(made.status).toBe(201);
    const [person] = (await call('GET', '/people?q=Kid%20Dated')).json.data as Array<{ id: string }>;
    // The organiser learns the real date: a child.
    expect((await call('PATCH', `/people/${person!.id}`, { birthDate: '14/05/2013' })).json.data).toMatchObject({ isPublic: false });
    expect((await call('GET', '/players?q=Kid%20Dated')).json.data[0].dob).toBe('2013-05-14');
    // Then the player form saves another field, sending back the whole profile it read.
    const profile = (await call('GET', '/players?q=Kid%20Dated')).json.data[0];
    expect((await call('PATCH', '/players/9845100003', { ...profile, jerseyNumber: 7 })).status).toBe(200);
    const [after] = (await call('GET', '/people?q=Kid%20Dated')).json.data as Array<{ birthDate: string; isPublic: boolean }>;
    expect(after).toMatchObject({ birthDate: '2013-05-14', isPublic: false });
    expect((await h.app.inject({ method: 'GET', url: '/api/players', remoteAddress: uniqueAddress() })).body).not.toContain('Kid Dated');
  });

  it('people calls are for admins only', async () => {
    const notAdmin = { authorization: `Bearer ${await signInAsScorer(h.app, admin, 'scorer@merge.test')}` };
    for (const [method, url] of [
      ['GET', '/people'],
      ['POST', '/people/merge'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, {})).status).toBe(401);
      expect((await call(method, url, method === 'POST' ? {} : undefined, notAdmin)).status).toBe(403);
    }
  });
});
