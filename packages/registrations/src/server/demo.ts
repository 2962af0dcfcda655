/**
 * Demo data: imports the sign-up sheet shipped in demo/registrations.csv, moved so its
 * newest row falls on the day before `ctx.now`, the way a Sync would with no sheet set.
 */
import type { DemoContext } from '@league/core/server';
import { parseRegistrationsCsv } from './csv';
import { DEFAULT_TIME_ZONE } from './plugin';
import { importRegistrations } from './repo';
import { readSource, shiftDemoRows } from './source';

export async function seedRegistrationsDemo(ctx: DemoContext): Promise<void> {
  const { text } = await readSource({ url: null, file: null, allowPrivate: false });
  const parsed = shiftDemoRows(parseRegistrationsCsv(text, { timeZone: DEFAULT_TIME_ZONE }), ctx.now);
  const result = await importRegistrations(ctx.db, parsed.rows, 'demo', ctx.now);
  (ctx.log.info as (message: string) => void)(`registrations demo: ${result.added} sign-ups imported`);
}
