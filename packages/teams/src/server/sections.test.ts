/** Sections come from the league's settings (the plugin's `sections` reader), not a fixed pair. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { teamsPlugin } from './plugin';
import * as schema from './schema';

let db: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let sections: string[] = [];

beforeAll(async () => {
  db = await createTestDb(schema);
  app = await createTestApp({ plugins: [[teamsPlugin, { db: db.db, cache: new ResponseCache(), sections: async () => sections }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await app.close();
  await db.close();
});
beforeEach(async () => {
  await db.reset();
  sections = ['Seniors', 'Juniors', 'Veterans'];
});

const create = (section: string) => app.inject({ method: 'POST', url: '/api/teams', headers: admin, payload: { section, name: 'Old Oaks', captain: 'Asha' } });

it('accepts a section the settings name', async () => {
  const res = await create('  Juniors ');
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.section).toBe('Juniors');
});

it('refuses a section the settings do not name, listing the ones they do', async () => {
  const res = await create('GICPL-OG');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: 'Section must be one of: Seniors, Juniors, Veterans' });
  sections = ['Seniors', 'Juniors'];
  expect((await create('Elders')).json().message).toBe('Section must be Seniors or Juniors');
});

it('lets a renamed section be carried to its teams (no fixed list in the database) and checks updates', async () => {
  const id = (await create('Seniors')).json().data._id;
  // What the settings' rename does, in its transaction.
  await db.db.execute(sql`update teams set section = 'Elders' where section = 'Seniors'`);
  sections = ['Elders', 'Juniors'];
  const team = await app.inject({ method: 'GET', url: `/api/teams/${id}` });
  expect(team.json().data.section).toBe('Elders');
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/teams/${id}`,
    headers: admin,
    payload: { name: 'Old Oaks', captain: 'Asha', section: 'Juniors' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const refused = await app.inject({
    method: 'PUT',
    url: `/api/teams/${id}`,
    headers: admin,
    payload: { name: 'Old Oaks', captain: 'Asha', section: 'Seniors' },
  });
  expect(refused.json()).toEqual({ success: false, message: 'Section must be Elders or Juniors' });
});

it('lets a team of a retired section be saved in it (a rename or a new captain), but moves only into current ones', async () => {
  const id = (await create('Seniors')).json().data._id;
  sections = ['Juniors']; // Seniors retired in the settings
  const kept = await app.inject({ method: 'PUT', url: `/api/teams/${id}`, headers: admin, payload: { name: 'Old Oaks', captain: 'Ravi', section: 'Seniors' } });
  expect(kept.statusCode, kept.body).toBe(200);
  expect(kept.json().data).toMatchObject({ name: 'Old Oaks', captain: 'Ravi', section: 'Seniors' });
  const other = (
    await app.inject({ method: 'POST', url: '/api/teams', headers: admin, payload: { name: 'Young Guns', captain: 'Mira', section: 'Juniors' } })
  ).json().data._id;
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/teams/${other}`,
    headers: admin,
    payload: { name: 'Young Guns', captain: 'Mira', section: 'Seniors' },
  });
  expect(moved.json()).toEqual({ success: false, message: 'Section must be one of: Juniors' });
});
