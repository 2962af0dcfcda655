import type { DemoContext } from '@league/core/server';

/** Demo data for gallery. */
export async function seedGalleryDemo(_ctx: DemoContext & { storage: import("./storage").Storage }): Promise<void> {}
