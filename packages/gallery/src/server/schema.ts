/** Gallery: drizzle tables. Files live in the storage; rows keep their generated keys. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Storage key of the re-encoded image, e.g. `3f0c….jpg` (generated, never the upload's name). */
    fileKey: text('file_key').notNull(),
    /** Storage key of the WebP thumbnail. */
    thumbKey: text('thumb_key').notNull(),
    /** image/jpeg, image/png, image/webp or image/gif: the format the image was re-encoded to. */
    contentType: text('content_type').notNull(),
    caption: text('caption'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gallery_images_created_at_idx').on(table.createdAt)],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
