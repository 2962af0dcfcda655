/** Test-only: the demo league on a real database, and the chat plugin in front of it. */
import { ResponseCache } from '@league/core/server';
import { createTestApp, createTestDb, type TestDb } from '@league/core/testing';
import { seedTeamsDemo, teamsSchema } from '@league/teams/server';
import { playersSchema, seedPlayersDemo } from '@league/players/server';
import { scheduleSchema, seedScheduleDemo } from '@league/schedule/server';
import { seedSponsorsDemo, sponsorsSchema } from '@league/sponsors/server';
import { seedTournamentsDemo, tournamentsSchema } from '@league/tournaments/server';
import { assistantPlugin, type AssistantOptions } from './plugin';

export const FORM_URL = 'https://forms.example.org/register';

/** A database holding the demo league, seeded by each feature's own seed. */
export async function demoLeagueDb(now = new Date()): Promise<TestDb> {
  const db = await createTestDb(teamsSchema, playersSchema, scheduleSchema, sponsorsSchema, tournamentsSchema);
  const quiet = { info() {}, warn() {} };
  const ctx = { db: db.db, log: quiet, now };
  await seedTeamsDemo(ctx);
  await seedPlayersDemo(ctx);
  await seedScheduleDemo(ctx);
  await seedSponsorsDemo(ctx);
  // A scored season: the leaders come from its scorecards.
  await seedTournamentsDemo(ctx);
  return db;
}

export function chatApp(db: TestDb, options: Partial<AssistantOptions> = {}) {
  return createTestApp({
    plugins: [[assistantPlugin, { db: db.db, cache: new ResponseCache(), llm: null, registrationFormUrl: FORM_URL, timeZone: 'Asia/Kolkata', ...options }]],
  });
}

type App = Awaited<ReturnType<typeof chatApp>>;

/** One question, as the widget sends it (with the spec's `sys`). */
export function ask(app: App, question: string, extra: { sys?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    remoteAddress: extra.remoteAddress,
    payload: { sys: extra.sys ?? 'You are a helpful assistant.', messages: [{ role: 'user', content: question }] },
  });
}
