/**
 * The Fastify instance every server and test starts from: zod type provider, strict JSON,
 * the error envelope, conditional GETs and the auth plugin. apps/api adds the rest.
 */
import http from 'node:http';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { authPlugin, type AuthOptions } from './auth';
import { answeredFromSharedCache, answeredPrivately, etagOf, isFresh, type ResponseCache } from './cache';
import { installErrorHandling } from './errors';
import { addressKey, answerDraining, capConnectionsPerAddress, clientErrorHandler, SAFE_HEADERS, trackResponses, trustedProxyCheck } from './connections';
import { installCompression } from './compress';
import { filterSerialised, filterValue, isFilterableType, openVisibility, seesRealNames, type VisibilitySource } from './visibility';

export type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface CoreAppOptions extends AuthOptions {
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Requests per minute per IP across the API (routes may set tighter limits). */
  rateLimitMax?: number;
  /**
   * Reads per minute per IP that reach the router (the cache's fast path answers cached
   * lists before it and is not counted). Default: three times rateLimitMax, at least 1,800.
   */
  readRateLimitMax?: number;
  /** Shares rate-limit counters between instances. */
  redis?: Redis;
  /** The public-list cache whose answers the HTTP server may give before routing (P1). */
  cache?: ResponseCache;
  /** Who is hidden from visitors (the people package); every public answer goes through it. */
  visibility?: VisibilitySource;
  /**
   * Slow clients (issue 18): a request whose headers, or whole body, have not arrived by
   * then is closed. Both clocks stop once the request is received, so a long answer (a
   * server-sent-event stream, a download) is never cut by them.
   */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** How often Node checks those clocks (its default, 30 s, would let a slow body live twice as long). */
  timeoutCheckMs?: number;
  /**
   * Connections one address may hold open at once (issue 35); further ones are answered 429
   * and closed. A trusted proxy's own connections are not counted (they carry many clients;
   * its own limit holds there, and live streams stay capped per forwarded address); anyone
   * else reaching the port directly is capped.
   */
  maxConnectionsPerAddress?: number;
}

/** Creates the Fastify instance with the league's conventions. */
export function createCoreApp(options: CoreAppOptions) {
  const { cache } = options;
  // Set once close() starts: from then on every request goes through Fastify, which answers
  // new ones 503 while in-flight ones finish.
  let closing = false;
  const responses = trackResponses();
  const app = Fastify({
    // Cached public lists are answered by the cache's fast path before Fastify builds a
    // request at all; everything else is Fastify's. (Same server settings as Fastify's own.)
    serverFactory: (handler, settings) => {
      const requestTimeout = Number(settings.requestTimeout);
      let caps: ReturnType<typeof capConnectionsPerAddress> | null = null;
      const server = http.createServer(
        {
          requestTimeout,
          headersTimeout: Math.min(options.headersTimeoutMs ?? 20_000, requestTimeout),
          connectionsCheckingInterval: options.timeoutCheckMs ?? 5_000,
        },
        (request, response) => {
          if (caps?.isRefused(request.socket)) return;
          // Once the drain has begun, a new request is told to come back (the envelope, 503,
          // Retry-After), readiness checks included; those already received run to the end.
          if (closing) return answerDraining(response);
          if (cache?.tryServe(request, response)) return;
          responses.add(response);
          handler(request, response);
        },
      );
      if (options.maxConnectionsPerAddress) caps = capConnectionsPerAddress(server, options.maxConnectionsPerAddress, trustedProxyCheck(options.trustProxy));
      // The timeouts Fastify would have set on the server it makes (its defaults or ours).
      server.keepAliveTimeout = Number(settings.keepAliveTimeout);
      server.setTimeout(Number(settings.connectionTimeout));
      return server;
    },
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // The drain's 503 is answered before Fastify (above), in the envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    // Per-request lines cost real throughput on the public lists; errors and slow requests
    // are logged below, everything else only at debug.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors the router raises before any route or hook runs: still the envelope, never an
    // echo of the path, and with the headers that matter (helmet has not run yet).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      void reply
        .code(status)
        .headers(SAFE_HEADERS)
        .send({ success: false, message: status === 414 ? 'The address is too long' : status === 400 ? 'Malformed address' : 'Something went wrong' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('preClose', async () => {
    closing = true;
    responses.closeAfterAnswer();
  });

  const visibility = options.visibility ?? openVisibility;
  app.decorate('visibility', visibility);
  cache?.setVisibility(visibility);

  app.addHook('onResponse', async (request, reply) => {
    cache?.learn(request, reply);
    const ms = reply.elapsedTime;
    const line = { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(ms) };
    if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
    else if (ms > 1000) request.log.info(line, 'slow request');
    else request.log.debug(line, 'request');
  });

  // Spec 7's clients send a JSON content type on bodiless DELETEs: an empty body is "no
  // body", anything else goes through Fastify's own parser (proto poisoning refused).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // The API speaks JSON (and multipart where a plugin adds it): plain text is a 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Registered on the root so every route gets the global limit and may set its own
  // (`config: { rateLimit: { max, timeWindow } }`) for sign-in, reset, chat and writes.
  const writeMax = options.rateLimitMax ?? 1000;
  const readMax = options.readRateLimitMax ?? Math.max(3 * writeMax, 1800);
  const isRead = (method: string) => method === 'GET' || method === 'HEAD';
  app.register(rateLimit, {
    global: true,
    // Reads and writes are counted apart, so a client's reads never use up its writes.
    // Per client: an IPv6 one by its /64, as the connection and stream caps count it.
    keyGenerator: (request) => (isRead(request.method) ? `r:${addressKey(request.ip)}` : addressKey(request.ip)),
    max: (request) => (isRead(request.method) ? readMax : writeMax),
    timeWindow: '1 minute',
    redis: options.redis,
    nameSpace: 'league-rl-',
    skipOnError: true,
    // Cached lists are answered before the router (quality P1) and never counted. Reads that
    // reach it (a calendar feed, a single record, a first miss) are counted with a generous
    // limit, so one client cannot slow everyone else's requests (issue 18).
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  app.register(authPlugin, { jwtSecret: options.jwtSecret, verifySubject: options.verifySubject });

  // An answer to a signed-in request may carry whole phones, birth dates, emails or money:
  // no browser cache or proxy may keep it (issue 18). Routes need not remember to say so.
  // Only the public answer of a shared list (the same for every viewer) stays revalidatable.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !answeredFromSharedCache(request) && !answeredPrivately(request)) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // One visibility rule for every answer a visitor gets (part 3 spec section 1): a hidden
  // person's names are replaced here, whichever route wrote them. The shared cache's answers
  // were filtered when they were kept. Before the ETag hook, so the tag is of what is sent.
  // Objects are filtered by their values before they are serialised; answers a route wrote
  // as text (a calendar, a CSV, pre-serialised JSON) after.
  const filteredValues = new WeakSet<FastifyRequest>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
    const filter = await visibility.current();
    if (filter.empty || (await seesRealNames(request))) return payload;
    filteredValues.add(request);
    return filterValue(filter, payload);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (filteredValues.has(request) || answeredFromSharedCache(request)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!isFilterableType(type)) return payload;
    const filter = await visibility.current();
    if (filter.empty || (await seesRealNames(request))) return payload;
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    const filtered = filterSerialised(filter, text, type);
    if (filtered === text) return payload;
    reply.removeHeader('content-length');
    return filtered;
  });

  // Every successful JSON GET carries an ETag, so unchanged data is answered 304 (P4).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || reply.getHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json')) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!reply.getHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (isFresh(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
  // Last: what is compressed is what would have been sent (issue 35).
  installCompression(app, cache);
  return app;
}

export type CoreApp = ReturnType<typeof createCoreApp>;
