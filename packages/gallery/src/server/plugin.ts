import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Gallery routes under /api. */
export const galleryPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
