import type { DemoContext } from '@league/core/server';

/** Demo data for assistant. */
export async function seedAssistantDemo(_ctx: DemoContext): Promise<void> {}
