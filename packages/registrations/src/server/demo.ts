import type { DemoContext } from '@league/core/server';

/** Demo data for registrations. */
export async function seedRegistrationsDemo(_ctx: DemoContext): Promise<void> {}
