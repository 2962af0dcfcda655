/** Gallery routes under /api: the public list, admin uploads and deletes, and the files. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, type FeatureOptions } from '@league/core/server';
import { idSchema, okSchema } from '@league/core/contract';
import {
  CAPTION_MAX,
  GALLERY_MAX_BYTES,
  galleryErrors,
  galleryFileParamsSchema,
  galleryIdParamsSchema,
  galleryItemResponseSchema,
  galleryListResponseSchema,
} from '../contract';
import { addImage, deleteImageRow, listImageRows, removeFiles, toGalleryImage } from './repo';
import { contentTypeOfKey } from './keys';
import { IMMUTABLE_CACHE } from './s3-storage';
import type { Storage } from './storage';
import { readUpload, refuseDeclaredOversize } from './upload';

const UPLOADS_PER_MINUTE = 60;
/** The gallery's cached list: dropped by every upload and delete. */
export const GALLERY_CACHE_TAG = 'gallery';

export interface GalleryOptions extends FeatureOptions {
  storage: Storage;
  /** PUBLIC_URL: image addresses are absolute when it is set. */
  publicUrl?: string | null;
  /** True when CORS origins are configured: pages there may show the image files. */
  crossOrigin?: boolean;
}

export const galleryPlugin: FastifyPluginAsyncZod<GalleryOptions> = async (app, { db, cache, storage, publicUrl = null, crossOrigin = false }) => {
  const toImage = (row: Parameters<typeof toGalleryImage>[0]) => toGalleryImage(row, storage, publicUrl);
  // Registered here only (this plugin is encapsulated): no other route accepts multipart.
  await app.register(multipart, {
    limits: { fileSize: GALLERY_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 50 },
  });

  app.get('/gallery', { schema: { tags: ['gallery'], response: { 200: galleryListResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, GALLERY_CACHE_TAG, 'list', async () => ({
      success: true,
      data: (await listImageRows(db)).map(toImage),
    })),
  );

  app.post(
    '/gallery',
    {
      preHandler: refuseDeclaredOversize,
      // Each upload costs a decode and two encodes: a runaway client must not hog the CPU.
      config: {
        access: 'admin',
        rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' },
        openapiBody: {
          contentType: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['image'],
            properties: {
              image: { type: 'string', format: 'binary', description: `A JPEG, PNG or WebP picture, at most ${GALLERY_MAX_BYTES / 1024 / 1024} MB` },
              caption: { type: 'string', maxLength: CAPTION_MAX },
            },
          },
        },
      },
      schema: { tags: ['gallery'], consumes: ['multipart/form-data'], response: { 201: galleryItemResponseSchema } },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const row = await addImage({ db, storage }, upload.file, upload.caption);
      cache.invalidate(GALLERY_CACHE_TAG);
      return reply.code(201).send({ success: true as const, data: toImage(row) });
    },
  );

  app.delete(
    '/gallery/:id',
    { config: { access: 'admin' }, schema: { tags: ['gallery'], params: galleryIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const { id } = request.params;
      const row = idSchema.safeParse(id).success ? await deleteImageRow(db, id) : null;
      if (!row) throw notFound(galleryErrors.notFound);
      cache.invalidate(GALLERY_CACHE_TAG);
      const failures = await removeFiles(storage, row);
      if (failures.length) request.log.warn({ err: failures[0], id }, 'gallery files left behind after delete');
      return { success: true as const, message: 'Image deleted' };
    },
  );

  app.get('/gallery/files/:name', { schema: { tags: ['gallery'], params: galleryFileParamsSchema } }, async (request, reply) => {
    const { name } = request.params;
    const file = await storage.get(name);
    if (!file) throw notFound('File not found');
    reply
      .header('content-type', contentTypeOfKey(name))
      // Names are generated once and never reused, so the bytes under a name never change.
      .header('cache-control', IMMUTABLE_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      // Helmet's same-origin would stop an <img> on the web app's own origin (a subdomain,
      // or a configured CORS origin) from showing the file.
      .header('cross-origin-resource-policy', crossOrigin ? 'cross-origin' : 'same-site');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
};
