/**
 * The OpenAPI document for bodies the zod contracts do not describe: a multipart upload, a
 * file read as JSON by its own parser. A route names its body's content type and JSON schema
 * in `config.openapiBody`; `withOpenApiBodies` puts it in the document (it validates nothing:
 * the route reads and checks such bodies itself).
 */
import type { FastifySchema, RouteOptions } from 'fastify';

export interface OpenApiBody {
  contentType: string;
  schema: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request body as the OpenAPI document describes it (see openapi.ts). */
    openapiBody?: OpenApiBody;
  }
}

type Transform<A extends { route?: RouteOptions }> = (args: A) => { schema: FastifySchema; url: string };

/** Wraps @fastify/swagger's `transform`: a route's `openapiBody` becomes its documented body. */
export function withOpenApiBodies<A extends { route?: RouteOptions }>(transform: Transform<A>): Transform<A> {
  return (args) => {
    const out = transform(args);
    const body = (args.route?.config as { openapiBody?: OpenApiBody } | undefined)?.openapiBody;
    if (!body) return out;
    return { ...out, schema: { ...out.schema, consumes: [body.contentType], body: body.schema } as FastifySchema };
  };
}

const ERROR_BODY = {
  description: '',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'message'],
        properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
      },
    },
  },
};

type Operation = { security?: unknown[]; responses?: Record<string, unknown> };

/**
 * @fastify/swagger's `transformObject`: every protected operation (it carries `security`)
 * declares the refusals it answers, 401 without a valid token and 403 for a role the level
 * does not grant, in the envelope every error uses. In the document only: the answers
 * themselves come from the auth plugin.
 */
export function withRefusals<D extends { paths?: object }>(document: D): D {
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation> | undefined>)) {
    for (const operation of Object.values(operations ?? {})) {
      if (!operation.security?.length) continue;
      operation.responses = {
        ...operation.responses,
        '401': (operation.responses?.['401'] as object | undefined) ?? { ...ERROR_BODY, description: 'Not signed in, or the session is over' },
        '403': (operation.responses?.['403'] as object | undefined) ?? { ...ERROR_BODY, description: 'Signed in, but not allowed this' },
      };
    }
  }
  return document;
}
