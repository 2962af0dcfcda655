import type { DemoContext } from '@league/core/server';

/** Demo data for players. */
export async function seedPlayersDemo(_ctx: DemoContext): Promise<void> {}
