import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Sponsors routes under /api. */
export const sponsorsPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
