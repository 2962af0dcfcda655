import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { createHarness, until, watch, type Harness } from './harness';
import { scoringHooks } from './plugin';
import { DEMO_SCORER, startDemoLiveScorer } from './demo-live';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('the demo scorer plays a fixture ball by ball through the log, watchers hear each ball, and a restart carries on', async () => {
  const matchId = await h.fixture();
  const w = watch(`${h.base}/api/matches/${matchId}/live`);
  const log = { info() {}, warn() {} };
  const { onEventAccepted } = scoringHooks(h.db.db, h.live);
  let stop = startDemoLiveScorer({ db: h.db.db, cache: new ResponseCache(), onAccepted: onEventAccepted, log, intervalMs: 5 });
  await until(() => w.frames.length >= 8, 20_000);
  await stop();
  // Restarted (a new process): it goes on from the log, with no gap or repeat.
  stop = startDemoLiveScorer({ db: h.db.db, cache: new ResponseCache(), onAccepted: onEventAccepted, log, intervalMs: 5 });
  const before = w.frames.length;
  await until(() => w.frames.length >= before + 8, 20_000);
  await stop();
  const written = (await h.db.query('select 1 from match_events where match_id = $1', [matchId])).length;
  await until(() => w.frames.length >= written, 20_000);
  w.close();
  const seqs = w.frames.map((f) => f.id);
  expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  expect(w.frames.slice(0, 3).map((f) => f.data.event.type)).toEqual(['toss', 'lineups', 'lineups']);
  const rows = await h.db.query<{ created_by: string }>('select created_by from match_events where match_id = $1', [matchId]);
  expect(rows.every((r) => r.created_by === DEMO_SCORER)).toBe(true);
  const card = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/scorecard` })).json().data;
  expect(card.status).toBe('live');
});

it('leaves a match alone once a real scorer has posted to it', async () => {
  await h.reset();
  const matchId = await h.fixture();
  const { onEventAccepted } = scoringHooks(h.db.db, h.live);
  const said: string[] = [];
  const log = { info: (msg: string) => said.push(msg), warn() {} };
  const stop = startDemoLiveScorer({ db: h.db.db, cache: new ResponseCache(), onAccepted: onEventAccepted, log, intervalMs: 5 });
  await until(async () => (await h.db.query('select 1 from match_events where match_id = $1', [matchId])).length >= 3, 20_000);
  // Stopping waits for a ball already on its way, so the log read next is the last word.
  await stop();
  const rows = await h.db.query<{ id: string }>('select id from match_events where match_id = $1 order by seq', [matchId]);
  expect(rows.length).toBeGreaterThan(0);
  const mine = await h.post(matchId, { type: 'penalty', innings: 0, team: 'Banyan Blasters', runs: 5 }, rows.at(-1)!.id);
  expect(mine.status).toBe(201);
  const again = startDemoLiveScorer({ db: h.db.db, cache: new ResponseCache(), onAccepted: onEventAccepted, log, intervalMs: 5 });
  await until(() => said.some((m) => m.includes(`took match ${matchId} over`)), 20_000);
  await again();
  const after = await h.db.query<{ id: string }>('select id from match_events where match_id = $1', [matchId]);
  expect(after.length).toBe(rows.length + 1);
});
