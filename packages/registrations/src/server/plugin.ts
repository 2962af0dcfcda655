import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';

/** Registrations routes under /api. */
export const registrationsPlugin: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
