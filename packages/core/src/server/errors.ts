/**
 * One error envelope for the whole API: `{success:false, message}` with the right status,
 * never a stack, SQL text or file path (decisions.md 3, quality S8).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDbUnavailable, pgErrorCode } from './db';

/** Throw from a route or repo to answer `status` with `message`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Admin access required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const SAFE_FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_TYPE: 'Missing content type',
};

/** Installs the error and not-found handlers on the root instance. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, message: string) => reply.status(status).send({ success: false, message });

    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A missing or non-object body has no field to name: say what is wrong in words.
      const whole = first && ['', '/'].includes(String((first as { instancePath?: string }).instancePath)) && /expected object/.test(first.message ?? '');
      if (whole) return send(400, `Request ${error.validationContext ?? 'body'} must be a JSON object`);
      return send(400, first?.message ?? 'Invalid request');
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, 'Something went wrong');
    }
    if (error.code && SAFE_FASTIFY_MESSAGES[error.code]) {
      return send(error.statusCode ?? 400, SAFE_FASTIFY_MESSAGES[error.code]!);
    }
    // A client that hung up mid-request (a closed tab, a dropped upload) raises ECONNRESET
    // "aborted" on its own socket: not the database's doing, and nobody is left to answer.
    if (clientWentAway(request.raw, error)) {
      request.log.info({ code: error.code }, 'client closed the connection before the answer');
      return send(400, 'Request aborted');
    }
    if (isDbUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return send(503, 'Service temporarily unavailable. Please try again shortly.');
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === '23505') return send(409, 'That record already exists');
    // Bad text representation, out of range, bad date, NUL byte in text, untranslatable character.
    if (pgCode && ['22P02', '22003', '22007', '22008', '22021', '22P05'].includes(pgCode)) return send(400, 'Invalid value');
    if (pgCode === '57014') return send(503, 'The database took too long to answer');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (rate limit, proto poisoning, …): their messages carry no internals.
      return send(status, error.message || 'Bad request');
    }
    // A database error is logged by code and message only (drizzle's carries the SQL and its
    // parameters: phones, emails); any other keeps its stack, which is what finds the bug.
    const message = String(error.message);
    const fromDatabase = Boolean(pgCode) || message.includes('\nparams:') || message.startsWith('Failed query');
    request.log.error(
      { err: fromDatabase ? { type: error.name, code: pgCode ?? error.code, message: message.split('\nparams:')[0]?.slice(0, 300) } : error },
      'unhandled error',
    );
    return send(500, 'Something went wrong');
  });
}

function clientWentAway(raw: IncomingMessage, error: FastifyError): boolean {
  if (pgErrorCode(error)) return false;
  if (error.message === 'aborted') return true;
  const connectionError = ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'].includes(String(error.code));
  // Other errors (a bug) are still logged as such even if the client has gone meanwhile.
  return connectionError && (raw.aborted || raw.socket?.destroyed === true);
}

/** A JSON 404 for unknown API paths. */
export function apiNotFound() {
  return { success: false as const, message: 'Not found' };
}
