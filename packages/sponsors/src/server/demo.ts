import type { DemoContext } from '@league/core/server';

/** Demo data for sponsors. */
export async function seedSponsorsDemo(_ctx: DemoContext): Promise<void> {}
