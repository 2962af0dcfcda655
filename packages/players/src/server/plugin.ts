import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Players routes under /api. */
export const playersPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
