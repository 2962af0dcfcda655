import type { DemoContext } from '@league/core/server';

/** The assistant keeps no data of its own: it reads the other features' demo league. */
export async function seedAssistantDemo(_ctx: DemoContext): Promise<void> {}
