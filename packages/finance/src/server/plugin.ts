/**
 * Finance routes under /api (spec 7). Every route, reads included, is admin-only
 * (decisions.md 2): the check runs on `onRequest`, before the body or query is even
 * parsed, so a visitor learns nothing from validation messages or 404s. Finance answers
 * are never cached, neither here nor in the browser.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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

const created = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
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

export const financePlugin: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get('/finance/summary', { schema: { response: { 200: dataEnvelope(summarySchema) } } }, async () => ({
    success: true as const,
    data: await repo.summary(db),
  }));

  app.post(
    '/finance/contributions',
    { schema: { body: contributionInputSchema, response: { 201: created(contributionSchema) } } },
    async (request, reply) => {
      const result = await writes.createContribution(db, request.body, await actorOf(request), idempotencyOf(request, request.body));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ success: true as const, message: 'Contribution added', data: result.data });
    },
  );

  app.get('/finance/contributions', { schema: { querystring: contributionListQuerySchema, response: { 200: contributionPageSchema } } }, async (request) => ({
    success: true as const,
    ...(await repo.listContributions(db, request.query)),
  }));

  app.get('/finance/contributions.csv', { schema: { querystring: csvContributionQuery } }, async (request, reply) => {
    const rows = await repo.allContributions(db, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName('contributions')}"`)
      .send(contributionsCsv(rows));
  });

  app.put(
    '/finance/contributions/pk/:pk',
    { schema: { params: pkParams, body: contributionUpdateSchema, response: { 200: dataEnvelope(contributionSchema) } } },
    async (request) => ({
      success: true as const,
      data: await writes.updateContribution(db, request.params.pk, request.body, await actorOf(request)),
    }),
  );

  app.delete('/finance/contributions/pk/:pk', { schema: { params: pkParams, response: { 200: okSchema } } }, async (request) => {
    await writes.deleteContribution(db, request.params.pk, await actorOf(request));
    return { success: true as const, message: 'Contribution deleted' };
  });

  app.post(
    '/finance/expenses',
    { schema: { body: expenseInputSchema, response: { 201: created(expenseSchema) } } },
    async (request, reply) => {
      const result = await writes.createExpense(db, request.body, await actorOf(request), idempotencyOf(request, request.body));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ success: true as const, message: 'Expense added', data: result.data });
    },
  );

  app.get('/finance/expenses', { schema: { querystring: expenseListQuerySchema, response: { 200: expensePageSchema } } }, async (request) => ({
    success: true as const,
    ...(await repo.listExpenses(db, request.query)),
  }));

  app.get('/finance/expenses.csv', { schema: { querystring: csvExpenseQuery } }, async (request, reply) => {
    const rows = await repo.allExpenses(db, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName('expenses')}"`)
      .send(expensesCsv(rows));
  });

  app.put(
    '/finance/expenses/:sk',
    { schema: { params: skParams, body: expenseUpdateSchema, response: { 200: dataEnvelope(expenseSchema) } } },
    async (request) => ({
      success: true as const,
      data: await writes.updateExpense(db, request.params.sk, request.body, await actorOf(request)),
    }),
  );

  app.delete('/finance/expenses/:sk', { schema: { params: skParams, response: { 200: okSchema } } }, async (request) => {
    await writes.deleteExpense(db, request.params.sk, await actorOf(request));
    return { success: true as const, message: 'Expense deleted' };
  });

  app.get('/finance/audit', { schema: { querystring: auditListQuerySchema, response: { 200: z.object({ success: z.literal(true), data: z.array(auditEntrySchema), nextToken: z.string().nullable() }) } } }, async (request) => ({
    success: true as const,
    ...(await repo.listAudit(db, request.query)),
  }));

  app.get('/finance/deleted', { schema: { response: { 200: dataEnvelope(z.array(deletedRecordSchema)) } } }, async () => ({
    success: true as const,
    data: await repo.listDeleted(db),
  }));

  app.post(
    '/finance/audit/:auditId/restore',
    { schema: { params: auditParams, response: { 200: dataEnvelope(z.object({ entity: z.enum(['contribution', 'expense']), record: z.union([contributionSchema, expenseSchema]) })) } } },
    async (request) => {
      const restored = await writes.restoreDeleted(db, request.params.auditId, await actorOf(request));
      return { success: true as const, data: { entity: restored.entity, record: restored.data } };
    },
  );
};
