import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Finance routes under /api. */
export const financePlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
