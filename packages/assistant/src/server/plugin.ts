import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Assistant routes under /api. */
export const assistantPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
