import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Announcements routes under /api. */
export const announcementsPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
