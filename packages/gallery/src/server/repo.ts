/** Gallery queries, and the one path every image takes into storage (uploads and the demo seed). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@league/core/server';
import type { GalleryImage } from '../contract';
import { galleryImages, type GalleryImageRow } from './schema';
import { processImage } from './image';
import { newKeys, STORAGE_KEY_PATTERN } from './keys';
import type { Storage } from './storage';

/** The public list is bounded like every list (decisions.md 3): the newest images first. */
export const GALLERY_LIST_MAX = 500;

export async function listImageRows(db: Db, limit = GALLERY_LIST_MAX): Promise<GalleryImageRow[]> {
  return db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id)).limit(limit);
}

export async function deleteImageRow(db: Db, id: string): Promise<GalleryImageRow | null> {
  const rows = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
  return rows[0] ?? null;
}

/** Where the API serves a stored key when the storage has no public address. */
export const filesRoute = (key: string) => `/api/gallery/files/${key}`;

/**
 * Where browsers fetch a stored key: the storage's own address, else the API's route, made
 * absolute by `publicUrl` (the site's PUBLIC_URL) so a web app on another origin shows the same images.
 */
function addressOf(storage: Storage, key: string, publicUrl: string | null): string {
  return storage.publicUrl(key) ?? (publicUrl ? publicUrl.replace(/\/+$/, '') : '') + filesRoute(key);
}

export function toGalleryImage(row: GalleryImageRow, storage: Storage, publicUrl: string | null = null): GalleryImage {
  return {
    _id: row.id,
    url: addressOf(storage, row.fileKey, publicUrl),
    thumbUrl: addressOf(storage, row.thumbKey, publicUrl),
    caption: row.caption,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Checks and re-encodes `input`, stores the image and its thumbnail under generated names,
 * then records them. Files written before a failure are removed again.
 */
export async function addImage(ctx: { db: Db; storage: Storage }, input: Buffer, caption: string | undefined, createdAt?: Date): Promise<GalleryImageRow> {
  const image = await processImage(input);
  const { fileKey, thumbKey } = newKeys(image.contentType);
  try {
    await ctx.storage.put(fileKey, image.body, image.contentType);
    await ctx.storage.put(thumbKey, image.thumb, 'image/webp');
    const [row] = await ctx.db
      .insert(galleryImages)
      .values({
        fileKey,
        thumbKey,
        contentType: image.contentType,
        caption: caption ?? null,
        width: image.width,
        height: image.height,
        bytes: image.body.length,
        ...(createdAt ? { createdAt } : {}),
      })
      .returning();
    return row!;
  } catch (error) {
    await Promise.allSettled([ctx.storage.delete(fileKey), ctx.storage.delete(thumbKey)]);
    throw error;
  }
}

/** Removes a stored image's files; a failure leaves an orphan file, never a broken row. */
export async function removeFiles(storage: Storage, row: GalleryImageRow): Promise<unknown[]> {
  const results = await Promise.allSettled([storage.delete(row.fileKey), storage.delete(row.thumbKey)]);
  return results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
}

/**
 * A picture kept outside the gallery's list (a sign-up form's photo): re-encoded like every
 * upload (EXIF and GPS dropped), stored under a fresh key, and its address answered.
 */
export async function storePicture(storage: Storage, input: Buffer, publicUrl: string | null = null): Promise<string> {
  const image = await processImage(input);
  const { fileKey } = newKeys(image.contentType);
  await storage.put(fileKey, image.body, image.contentType);
  return addressOf(storage, fileKey, publicUrl);
}

/**
 * Removes a picture `storePicture` kept, by the address it answered. An address it did not
 * answer (another site's, another store's, a gallery route with a path in its key) removes
 * nothing and answers false.
 */
export async function removePicture(storage: Storage, url: string, publicUrl: string | null = null): Promise<boolean> {
  const key = url.slice(url.lastIndexOf('/') + 1);
  if (!STORAGE_KEY_PATTERN.test(key) || url !== addressOf(storage, key, publicUrl)) return false;
  await storage.delete(key);
  return true;
}
