import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Admin routes under /api. */
export const adminPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
