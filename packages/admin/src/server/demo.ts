import type { DemoContext } from '@league/core/server';

/** Demo data for admin. */
export async function seedAdminDemo(_ctx: DemoContext & { publicUrl: string }): Promise<void> {}
