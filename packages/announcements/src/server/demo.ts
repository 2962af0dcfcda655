import type { DemoContext } from '@league/core/server';

/** Demo data for announcements. */
export async function seedAnnouncementsDemo(_ctx: DemoContext): Promise<void> {}
