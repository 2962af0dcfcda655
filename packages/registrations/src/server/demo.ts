/**
 * Demo data: imports the sign-up sheet shipped in demo/registrations.csv through the same
 * plan an admin's import uses, moved so its newest row falls on the day before `ctx.now`.
 * Only the demo league runs this; a real league never sees these sign-ups.
 */
import type { DemoContext } from '@league/core/server';
import { DEFAULT_TIME_ZONE } from './time-zone';
import { applyPlan } from './imports';
import { planImport } from './plan';
import { readSheet, resolveMapping } from './sheet';
import { readSource } from './source';

export async function seedRegistrationsDemo(ctx: DemoContext): Promise<void> {
  const { text } = await readSource({ url: null, file: null, allowPrivate: false });
  const sheet = readSheet(text);
  const mapping = resolveMapping(sheet.headers);
  const plan = await planImport(ctx.db, sheet, mapping, DEFAULT_TIME_ZONE, { demoNow: ctx.now });
  const result = await applyPlan(ctx.db, plan, { source: 'demo', by: null, mapping, now: ctx.now });
  (ctx.log.info as (message: string) => void)(`registrations demo: ${result.counts.add} sign-ups imported`);
}
