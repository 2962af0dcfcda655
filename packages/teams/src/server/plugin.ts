import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Teams routes under /api. */
export const teamsPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
