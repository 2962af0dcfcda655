import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Schedule routes under /api. */
export const schedulePlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
