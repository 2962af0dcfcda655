/**
 * Issue 29: a scorer scores only the matches an admin assigned them to or that they hold.
 * Assigning is an admin's call (PUT /api/matches/{id}/scorers), in the access matrix.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { expectAccessMatrix } from '@league/core/testing';
import { createHarness, matchEvents, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const NOT_ASSIGNED = { success: false, message: 'You are not assigned to score this match. Ask an admin to assign you.' };

it('an unassigned scorer can neither score, claim, take over nor open a match, nor sees it in their list', async () => {
  const matchId = await h.fixture();
  const asha = await h.scorer('Asha Rao');
  const [toss] = matchEvents();

  const posted = await h.post(matchId, toss!, null, asha);
  expect(posted.status).toBe(403);
  expect(posted.body).toEqual(NOT_ASSIGNED);
  for (const payload of [{}, { takeOver: true }]) {
    const hold = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/hold`, headers: asha, payload });
    expect(hold.statusCode).toBe(403);
    expect(hold.json()).toEqual(NOT_ASSIGNED);
  }
  expect((await h.app.inject({ method: 'GET', url: `/api/scorer/matches/${matchId}`, headers: asha })).statusCode).toBe(403);
  expect((await h.app.inject({ method: 'GET', url: '/api/scorer/matches', headers: asha })).json().data).toEqual([]);
  expect(await h.db.query('select * from match_events')).toEqual([]);
  expect(await h.db.query('select * from scoring_holds')).toEqual([]);

  // Once assigned: listed, opened, scored.
  await h.assign(matchId, 'Asha Rao');
  expect((await h.app.inject({ method: 'GET', url: '/api/scorer/matches', headers: asha })).json().data).toEqual([expect.objectContaining({ id: matchId })]);
  expect((await h.app.inject({ method: 'GET', url: `/api/scorer/matches/${matchId}`, headers: asha })).statusCode).toBe(200);
  expect((await h.post(matchId, toss!, null, asha)).status).toBe(201);
});

it('an assigned scorer cannot take over a match they are not assigned to, even one held by an assigned colleague', async () => {
  const matchId = await h.fixture();
  const other = await h.fixture();
  const asha = await h.scorer('Asha Rao');
  const ravi = await h.scorer('Ravi Kumar');
  await h.assign(matchId, 'Asha Rao');
  await h.assign(other, 'Ravi Kumar');
  const [toss] = matchEvents();
  expect((await h.post(matchId, toss!, null, asha)).status).toBe(201);
  const took = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/hold`, headers: ravi, payload: { takeOver: true } });
  expect(took.statusCode).toBe(403);
  expect((await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/hold`, headers: asha })).json().data).toMatchObject({ mine: true });
});

it('a scorer who holds a match keeps scoring it when the assignment changes; an admin scores any match', async () => {
  const matchId = await h.fixture();
  const asha = await h.scorer('Asha Rao');
  await h.assign(matchId, 'Asha Rao');
  const [toss, lineA] = matchEvents();
  const first = await h.post(matchId, toss!, null, asha);
  expect(first.status).toBe(201);
  await h.assign(matchId);
  const next = await h.post(matchId, lineA!, first.id, asha);
  expect(next.status).toBe(201);

  const unassigned = await h.fixture();
  expect((await h.post(unassigned, toss!, null, h.admin)).status).toBe(201);
});

it('assignments: an admin reads and replaces the list (emails folded, duplicates once); bad emails are 400', async () => {
  const matchId = await h.fixture();
  const put = await h.app.inject({
    method: 'PUT',
    url: `/api/matches/${matchId}/scorers`,
    headers: h.admin,
    payload: { emails: ['Ravi.Kumar@Example.test', 'asha.rao@example.test', 'ravi.kumar@example.test'] },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().data).toEqual({ matchId, emails: ['asha.rao@example.test', 'ravi.kumar@example.test'] });
  expect((await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/scorers`, headers: h.admin })).json().data.emails).toHaveLength(2);
  const bad = await h.app.inject({ method: 'PUT', url: `/api/matches/${matchId}/scorers`, headers: h.admin, payload: { emails: ['not-an-email'] } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ success: false, message: 'Enter a valid email address' });
  const missing = await h.app.inject({
    method: 'PUT',
    url: `/api/matches/00000000-0000-4000-8000-000000000000/scorers`,
    headers: h.admin,
    payload: { emails: [] },
  });
  expect(missing.statusCode).toBe(404);
});

it('access matrix: assigning is admin-only (a scorer gets 403), and no refused call changes a row', async () => {
  const matchId = await h.fixture();
  const routes = [
    { method: 'GET' as const, url: `/api/matches/${matchId}/scorers` },
    { method: 'PUT' as const, url: `/api/matches/${matchId}/scorers`, payload: { emails: ['asha.rao@example.test'] } },
  ];
  const snapshot = async () => h.db.query('select match_id, email from scoring_assignments order by email');
  const before = await snapshot();
  const asha = await h.scorer('Asha Rao');
  for (const route of routes) {
    const res = await h.app.inject({ method: route.method, url: route.url, payload: route.payload as never, headers: asha });
    expect(res.statusCode, `${route.method} ${route.url} as a scorer`).toBe(403);
  }
  expect(await snapshot()).toEqual(before);
  await expectAccessMatrix(h.app, routes, snapshot);
});
