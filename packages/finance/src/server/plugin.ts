/**
 * Finance routes under /api (spec 7). Every route, reads included, is admin-only
 * (decisions.md 2): each declares `access: 'admin'`, checked on `onRequest` before the
 * body or query is even parsed, so a visitor learns nothing from validation messages or 404s.
 * The JSON reads are kept in the server's response cache under the tag `finance` (only
 * ever reached after that check, and every write drops the whole tag once it has
 * committed); browsers and proxies are told never to store them.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, unauthorized, type FeatureOptions } from '@league/core/server';
import { dataEnvelope, okSchema } from '@league/core/contract';
import {
  auditEntrySchema,
  auditListQuerySchema,
  contributionInputSchema,
  contributionListQuerySchema,
  contributionPageSchema,
  contributionSchema,
  contributionUpdateSchema,
  deletedRecordSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseSchema,
  expenseUpdateSchema,
  summarySchema,
} from '../contract';
import * as repo from './repo';
import * as writes from './writes';
import { contributionsCsv, csvFileName, expensesCsv } from './csv';

const created = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });
const pkParams = z.object({ pk: z.string() });
const skParams = z.object({ sk: z.string() });
const auditParams = z.object({ auditId: z.string() });
const csvContributionQuery = contributionListQuerySchema.pick({ type: true, name: true });
const csvExpenseQuery = expenseListQuerySchema.pick({ from: true, to: true });

async function actorOf(request: FastifyRequest): Promise<writes.Actor> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return { sub: viewer.sub, email: viewer.email ?? null, name: viewer.name ?? null };
}

/** The optional `Idempotency-Key` header of a create, bound to the parsed body. */
function idempotencyOf(request: FastifyRequest, body: unknown): writes.Idempotency | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header)) throw badRequest('Invalid Idempotency-Key');
  return { key: header, requestHash: writes.hashRequest(body) };
}

/** The response-cache tag of every finance read; writes invalidate it. */
export const FINANCE_CACHE_TAG = 'finance';

/** How long a create's Idempotency-Key is honoured (a retry comes within minutes). */
const KEEP_IDEMPOTENCY_KEYS_MS = 24 * 60 * 60 * 1000;
const FORGET_KEYS_EVERY_MS = 60 * 60 * 1000;

export const financePlugin: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, cache }) => {
  // Old keys go at start and then hourly; a failed sweep is retried at the next one.
  const forgetOldKeys = () =>
    writes
      .forgetIdempotencyKeys(db, KEEP_IDEMPOTENCY_KEYS_MS)
      .catch((error: unknown) => app.log.warn({ err: error }, 'finance: forgetting old idempotency keys failed'));
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await forgetOldKeys();
    sweeper = setInterval(() => void forgetOldKeys(), FORGET_KEYS_EVERY_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Every finance route, reads included, is admin-only (decisions.md 2).
  const adminOnly = { access: 'admin' } as const;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
  /** Answers a read from the cache; `query` is the parsed query string, part of the key. */
  const cached = (request: FastifyRequest, reply: FastifyReply, what: string, query: unknown, load: () => Promise<unknown>) =>
    cache.serve(request, reply, FINANCE_CACHE_TAG, `${what}:${JSON.stringify(query ?? {})}`, load);
  /**
   * Runs a write, then drops the cached reads, also when it failed: a write whose outcome
   * is unknown (a connection lost after COMMIT) must not leave an answer that may be stale.
   */
  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } finally {
      cache.invalidate(FINANCE_CACHE_TAG);
    }
  };

  app.get('/finance/summary', { config: adminOnly, schema: { response: { 200: dataEnvelope(summarySchema) } } }, (request, reply) =>
    cached(request, reply, 'summary', null, async () => ({ success: true, data: await repo.summary(db) })),
  );

  app.post(
    '/finance/contributions',
    { config: adminOnly, schema: { body: contributionInputSchema, response: { 201: created(contributionSchema) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const idem = idempotencyOf(request, request.body);
      const result = await write(() => writes.createContribution(db, request.body, actor, idem));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ success: true as const, message: 'Contribution added', data: result.data });
    },
  );

  app.get(
    '/finance/contributions',
    { config: adminOnly, schema: { querystring: contributionListQuerySchema, response: { 200: contributionPageSchema } } },
    (request, reply) =>
      cached(request, reply, 'contributions', request.query, async () => ({ success: true, ...(await repo.listContributions(db, request.query)) })),
  );

  app.get('/finance/contributions.csv', { config: adminOnly, schema: { querystring: csvContributionQuery } }, async (request, reply) => {
    const rows = await repo.allContributions(db, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName('contributions')}"`)
      .send(contributionsCsv(rows));
  });

  app.put(
    '/finance/contributions/pk/:pk',
    { config: adminOnly, schema: { params: pkParams, body: contributionUpdateSchema, response: { 200: dataEnvelope(contributionSchema) } } },
    async (request) => {
      const actor = await actorOf(request);
      const data = await write(() => writes.updateContribution(db, request.params.pk, request.body, actor));
      return { success: true as const, data };
    },
  );

  app.delete('/finance/contributions/pk/:pk', { config: adminOnly, schema: { params: pkParams, response: { 200: okSchema } } }, async (request) => {
    const actor = await actorOf(request);
    await write(() => writes.deleteContribution(db, request.params.pk, actor));
    return { success: true as const, message: 'Contribution deleted' };
  });

  app.post(
    '/finance/expenses',
    { config: adminOnly, schema: { body: expenseInputSchema, response: { 201: created(expenseSchema) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const idem = idempotencyOf(request, request.body);
      const result = await write(() => writes.createExpense(db, request.body, actor, idem));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ success: true as const, message: 'Expense added', data: result.data });
    },
  );

  app.get('/finance/expenses', { config: adminOnly, schema: { querystring: expenseListQuerySchema, response: { 200: expensePageSchema } } }, (request, reply) =>
    cached(request, reply, 'expenses', request.query, async () => ({ success: true, ...(await repo.listExpenses(db, request.query)) })),
  );

  app.get('/finance/expenses.csv', { config: adminOnly, schema: { querystring: csvExpenseQuery } }, async (request, reply) => {
    const rows = await repo.allExpenses(db, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName('expenses')}"`)
      .send(expensesCsv(rows));
  });

  app.put(
    '/finance/expenses/:sk',
    { config: adminOnly, schema: { params: skParams, body: expenseUpdateSchema, response: { 200: dataEnvelope(expenseSchema) } } },
    async (request) => {
      const actor = await actorOf(request);
      const data = await write(() => writes.updateExpense(db, request.params.sk, request.body, actor));
      return { success: true as const, data };
    },
  );

  app.delete('/finance/expenses/:sk', { config: adminOnly, schema: { params: skParams, response: { 200: okSchema } } }, async (request) => {
    const actor = await actorOf(request);
    await write(() => writes.deleteExpense(db, request.params.sk, actor));
    return { success: true as const, message: 'Expense deleted' };
  });

  app.get(
    '/finance/audit',
    {
      config: adminOnly,
      schema: {
        querystring: auditListQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(auditEntrySchema), nextToken: z.string().nullable() }) },
      },
    },
    (request, reply) => cached(request, reply, 'audit', request.query, async () => ({ success: true, ...(await repo.listAudit(db, request.query)) })),
  );

  app.get('/finance/deleted', { config: adminOnly, schema: { response: { 200: dataEnvelope(z.array(deletedRecordSchema)) } } }, (request, reply) =>
    cached(request, reply, 'deleted', null, async () => ({ success: true, data: await repo.listDeleted(db) })),
  );

  app.post(
    '/finance/audit/:auditId/restore',
    {
      config: adminOnly,
      schema: {
        params: auditParams,
        response: { 200: dataEnvelope(z.object({ entity: z.enum(['contribution', 'expense']), record: z.union([contributionSchema, expenseSchema]) })) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const restored = await write(() => writes.restoreDeleted(db, request.params.auditId, actor));
      return { success: true as const, data: { entity: restored.entity, record: restored.data } };
    },
  );
};
