/** Gallery: zod contract shared by the upload panel, the routes and the tests. */
import { z } from 'zod';
import { dataEnvelope, optionalText } from '@league/core/contract';
import { CAPTION_MAX } from './rules';

export * from './rules';

export const galleryImageSchema = z.object({
  _id: z.string(),
  /** The re-encoded image (the full-screen viewer shows it). */
  url: z.string(),
  /** A ~480 px wide WebP for the grid. */
  thumbUrl: z.string(),
  caption: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** The text fields of an upload (the file itself is checked by its bytes, not by zod). */
export const uploadFieldsSchema = z.object({ caption: optionalText(CAPTION_MAX) });

export const galleryListResponseSchema = dataEnvelope(z.array(galleryImageSchema));
export const galleryItemResponseSchema = dataEnvelope(galleryImageSchema);
export const galleryIdParamsSchema = z.object({ id: z.string() });
export const galleryFileParamsSchema = z.object({ name: z.string() });
