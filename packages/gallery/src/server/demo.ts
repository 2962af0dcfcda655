import sharp from 'sharp';
import type { DemoContext } from '@league/core/server';
import { renderScene, scenes } from '../art/scenes';
import { imageDecodes } from './decode-slots';
import { addImage } from './repo';
import type { Storage } from './storage';

const DEMO_COUNT = 6;
const DAY = 24 * 60 * 60 * 1000;

/**
 * A handful of gallery images drawn here (no downloads) and rendered to JPEG, then stored
 * through the same path as an upload (sniffed, re-encoded, thumbnailed).
 */
export async function seedGalleryDemo(ctx: DemoContext & { storage: Storage }): Promise<void> {
  const picked = scenes.slice(0, DEMO_COUNT);
  for (const [index, scene] of picked.entries()) {
    const jpeg = await imageDecodes.run(() =>
      sharp(Buffer.from(renderScene(scene)))
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
    // Oldest first, a few days apart, so the newest-first list reads like a season.
    const createdAt = new Date(ctx.now.getTime() - (picked.length - index) * 3 * DAY);
    await addImage({ db: ctx.db, storage: ctx.storage }, jpeg, scene.caption, createdAt);
  }
  // Both loggers DemoContext allows take a plain message.
  (ctx.log as Pick<Console, 'info'>).info(`gallery: ${picked.length} demo images`);
}
