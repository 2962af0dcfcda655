import type { DemoContext } from '@league/core/server';

/** Demo data for finance. */
export async function seedFinanceDemo(_ctx: DemoContext): Promise<void> {}
