import type { DemoContext } from '@league/core/server';

/** Demo data for schedule. */
export async function seedScheduleDemo(_ctx: DemoContext): Promise<void> {}
