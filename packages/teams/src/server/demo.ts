import type { DemoContext } from '@league/core/server';

/** Demo data for teams. */
export async function seedTeamsDemo(_ctx: DemoContext): Promise<void> {}
