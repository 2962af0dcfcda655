import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessMatrix } from '@league/core/testing';
import type { Team } from '../contract';
import { createHarness, snapshot, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('every write refuses each bad token (401/403) without changing a row, and lets an admin through', async () => {
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: h.admin,
    payload: { section: 'GICPL-OG', name: 'Matrix XI', captain: 'Neo', players: ['Neo', 'Trinity'] },
  });
  const team: Team = created.json().data;
  const player = team.players[0]!;
  // Admin runs happen in this order, so the later routes still find what they act on.
  await expectAccessMatrix(
    h.app,
    [
      { method: 'POST', url: '/api/teams', payload: { section: 'GICPL-H', name: 'Zion XI', captain: 'Morpheus' }, adminStatus: 201 },
      { method: 'POST', url: `/api/teams/${team._id}/players`, payload: { name: 'Tank', role: 'WK' }, adminStatus: 200 },
      { method: 'DELETE', url: `/api/teams/${team._id}/players/${player._id}`, adminStatus: 200 },
      { method: 'DELETE', url: `/api/teams/${team._id}`, adminStatus: 200 },
    ],
    () => snapshot(h.db),
  );
  const after = await h.app.inject({ method: 'GET', url: '/api/teams' });
  expect(after.json().data.map((t: Team) => t.name)).toEqual(['Zion XI']);
});

it('a visitor sending an invalid body still gets 401, not the validation message', async () => {
  const res = await h.app.inject({ method: 'POST', url: '/api/teams', payload: { name: '' } });
  expect(res.statusCode).toBe(401);
  expect(res.json().success).toBe(false);
});

it('reads need no token', async () => {
  expect((await h.app.inject({ method: 'GET', url: '/api/teams' })).statusCode).toBe(200);
});
