/**
 * Registrations routes under /api. All are admin-only (the rows hold phone numbers and
 * emails, decisions.md 2) and never go through the shared response cache. An import is
 * previewed first (nothing written), then applied with the same plan, and can be undone.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { conflict, PEOPLE_CACHE_TAG, type FeatureOptions } from '@league/core/server';
import { errorSchema, okSchema } from '@league/core/contract';
import {
  duesPaidSchema,
  playersImportResultSchema,
  playersPreviewSchema,
  poolCandidatesSchema,
  bulkResultSchema,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importLogListSchema,
  importResultSchema,
  previewSchema,
  REGISTRATION_LIMITS,
  registrationsListSchema,
  reviewResultSchema,
  syncResultSchema,
} from '../contract';
import {
  bulkApproveSchema,
  chargeParamsSchema,
  consentSchema,
  importRequestSchema,
  playersImportRequestSchema,
  reviewSchema,
  type ImportRequest,
} from '../requests-contract';
import { applyPlan, listImports, rememberedMapping, undoImport } from './imports';
import { planImport } from './plan';
import { listRegistrations } from './repo';
import { bulkApprove, recordConsent, reviewSignup } from './review';
import { markChargePaid, markPaid, seasonOf } from './dues';
import type { Payee } from './references';
import { upiRoutes, type PageCatalogs } from './upi-routes';
import { DEFAULT_TIME_ZONE } from './time-zone';
import { listPoolCandidates } from './pool';
import { applyPlayers, planPlayers } from './players-import';
import { hasIdentity, readSheet, resolveMapping } from './sheet';
import { readSource, type RegistrationSource } from './source';
import { assertTimeZone } from './timestamps';
import { FINANCE_CACHE_TAG } from '@league/finance/server';
import { PLAYERS_CACHE_TAG } from '@league/players/server';

export interface RegistrationsPluginOptions {
  source: RegistrationSource;
  /** Zone of the sheet's wall-clock timestamps; defaults to the league's, Asia/Kolkata. */
  timeZone?: string;
  /** Syncs per minute per client (each one fetches the sheet). */
  syncPerMinute?: number;
  /**
   * The demo league: with no sheet configured a sync reads the shipped demo sheet. A real
   * league (false, the default) never does: the demo's sign-ups never reach it.
   */
  demo?: boolean;
  /** The season's registration fee in paise (the league settings'); dues are owed at it. */
  registrationFee?: () => Promise<number>;
  /** The league's UPI payee (Settings): with a UPI ID, dues lines get UPI links and QR codes. */
  payee?: () => Promise<Payee>;
  /** The league's name now (the payer's page and the reminders name it). */
  leagueName?: () => Promise<string>;
  /** The site's public address (PUBLIC_URL), for the links in reminders; else the request's. */
  publicUrl?: string | null;
  /** The built site's catalogs, for the payer's page in Hindi (upi-routes.ts). */
  catalogs?: PageCatalogs;
}

export { DEFAULT_TIME_ZONE };

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  500: errorSchema,
  502: errorSchema,
  504: errorSchema,
};
const idParams = z.object({ id: z.string().uuid('Not found') });

function adminEmail(request: FastifyRequest): Promise<string | null> {
  return request.viewer().then((v) => v?.email ?? v?.sub ?? null);
}

export const registrationsPlugin: FastifyPluginAsyncZod<FeatureOptions & RegistrationsPluginOptions> = async (app, options) => {
  const { db, source, cache } = options;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  assertTimeZone(timeZone);
  const demo = options.demo ?? false;

  /** The sheet to plan from: the upload, else the configured sheet (the demo's only in the demo). */
  async function sheetText(body: ImportRequest) {
    if (body.csv !== undefined) return { kind: 'upload' as const, text: body.csv };
    if (!source.url && !source.file && !demo) throw conflict(IMPORT_MESSAGES.noSheet);
    return readSource(source);
  }

  async function plan(body: ImportRequest, now: Date, options: { lenient?: boolean } = {}) {
    const { kind, text } = await sheetText(body);
    const sheet = readSheet(text);
    // The sheet read is one piece of work; the plan's slices come after a turn of the loop.
    await nextTurn();
    const mapping = resolveMapping(sheet.headers, body.mapping, await rememberedMapping(db), options);
    if (!hasIdentity(mapping)) {
      // Nothing says who each row is: the preview shows the headings to map, and plans nothing.
      const counts = { add: 0, update: 0, unchanged: 0, skip: 0, blank: sheet.blank };
      return { kind, sheet, mapping, plan: { rows: [], counts }, needsMapping: IMPORT_MESSAGES.needsIdentityColumn };
    }
    return { kind, sheet, mapping, plan: await planImport(db, sheet, mapping, timeZone, kind === 'demo' ? { demoNow: now } : {}) };
  }

  app.get(
    '/registrations',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], response: { 200: registrationsListSchema, ...errors } } },
    async (_request, reply) => {
      const list = await listRegistrations(db, { timeZone });
      // Personal data: a browser may keep it for revalidation (ETag) but no shared cache may.
      reply.header('cache-control', 'private, no-cache');
      return { success: true as const, ...list, lastSyncAt: list.lastSyncAt?.toISOString() ?? null };
    },
  );

  app.post(
    '/registrations/preview',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], body: importRequestSchema, response: { 200: previewSchema, ...errors } } },
    async (request) => {
      const { kind, sheet, mapping, plan: p, needsMapping } = await plan(request.body, new Date(), { lenient: true });
      // What needs a decision first: skipped, added and updated rows, then the unchanged ones.
      const order = { skip: 0, add: 1, update: 2, unchanged: 3 } as const;
      const rows = [...p.rows]
        .sort((a, b) => order[a.action] - order[b.action] || a.row - b.row)
        .slice(0, IMPORT_LIMITS.previewRows)
        .map(({ row, action, reason, fullName, phone, emailAddress, changes }) => ({ row, action, reason, fullName, phone, emailAddress, changes }));
      return { success: true as const, source: kind, headers: sheet.headers, mapping, counts: p.counts, rows, ...(needsMapping ? { needsMapping } : {}) };
    },
  );

  app.post(
    '/registrations/import',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], body: importRequestSchema, response: { 200: importResultSchema, ...errors } } },
    async (request) => {
      const now = new Date();
      const { kind, mapping, plan: p } = await plan(request.body, now);
      const result = await applyPlan(db, p, { source: kind, by: await adminEmail(request), mapping, now });
      request.log.info({ source: kind, ...result.counts }, 'registrations imported');
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/registrations/sync',
    {
      config: { access: 'admin', rateLimit: { max: options.syncPerMinute ?? REGISTRATION_LIMITS.syncPerMinute, timeWindow: '1 minute' } },
      schema: { tags: ['registrations'], response: { 200: syncResultSchema, ...errors } },
    },
    async (request) => {
      const now = new Date();
      const { kind, mapping, plan: p } = await plan({}, now);
      const result = await applyPlan(db, p, { source: kind, by: await adminEmail(request), mapping, now });
      request.log.info({ source: kind, ...result.counts }, 'registrations synced');
      return { success: true as const, added: result.counts.add, total: result.total, lastSyncAt: now.toISOString() };
    },
  );

  app.get(
    '/registrations/imports',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], response: { 200: importLogListSchema, ...errors } } },
    async () => ({ success: true as const, data: await listImports(db) }),
  );

  // The auction setup's "Add approved sign-ups" reads this (over HTTP: auction does not depend on registrations).
  app.get(
    '/registrations/pool-candidates',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], response: { 200: poolCandidatesSchema, ...errors } } },
    async () => {
      const data = (await listPoolCandidates(db, { timeZone })).map(({ playerPhone: _phone, ...candidate }) => candidate);
      return { success: true as const, data };
    },
  );

  app.post(
    '/registrations/imports/:id/undo',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], params: idParams, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await undoImport(db, request.params.id);
      return { success: true as const, message: 'Import undone' };
    },
  );

  app.post(
    '/registrations/:id/review',
    {
      config: { access: 'admin' },
      schema: { tags: ['registrations'], params: idParams, body: reviewSchema, response: { 200: reviewResultSchema, ...errors } },
    },
    async (request) => {
      const outcome = await reviewSignup(db, request.params.id, request.body, await adminEmail(request), new Date(), timeZone);
      cache.invalidate(PLAYERS_CACHE_TAG);
      cache.invalidate(PEOPLE_CACHE_TAG);
      return { success: true as const, ...outcome };
    },
  );

  app.post(
    '/registrations/bulk-approve',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], body: bulkApproveSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => {
      const result = await bulkApprove(db, request.body.ids, await adminEmail(request), new Date(), timeZone);
      cache.invalidate(PLAYERS_CACHE_TAG);
      cache.invalidate(PEOPLE_CACHE_TAG);
      return { success: true as const, ...result };
    },
  );

  const fee = options.registrationFee ?? (async () => 0);
  // A fee line's id; or, as before lines were per child, a phone with one line (hardening's fuzz list names the param `phone`).
  const lineParams = z.object({ phone: z.string().regex(/^(\d{6,15}|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})$/i, 'Not found') });

  await app.register(upiRoutes, {
    db,
    cache,
    timeZone,
    fee,
    payee: options.payee ?? (async () => ({ upiId: null, payeeName: '' })),
    leagueName: options.leagueName ?? (async () => 'The league'),
    publicUrl: options.publicUrl ?? null,
    catalogs: options.catalogs,
  });

  app.post(
    '/dues/:phone/paid',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], params: lineParams, response: { 200: duesPaidSchema, ...errors } } },
    async (request) => {
      const viewer = await request.viewer();
      const actor = { sub: viewer?.sub ?? 'unknown', email: viewer?.email ?? null, name: viewer?.name ?? null };
      const contributionId = await markPaid(db, request.params.phone, { season: seasonOf(new Date(), timeZone), feePaise: await fee(), actor, timeZone });
      cache.invalidate(FINANCE_CACHE_TAG);
      return { success: true as const, contributionId };
    },
  );

  app.post(
    '/dues/charges/:id/paid',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], params: chargeParamsSchema, response: { 200: duesPaidSchema, ...errors } } },
    async (request) => {
      const viewer = await request.viewer();
      const actor = { sub: viewer?.sub ?? 'unknown', email: viewer?.email ?? null, name: viewer?.name ?? null };
      const contributionId = await markChargePaid(db, request.params.id, { feePaise: await fee(), actor, timeZone });
      cache.invalidate(FINANCE_CACHE_TAG);
      return { success: true as const, contributionId };
    },
  );

  app.post(
    '/players-import/preview',
    { config: { access: 'admin' }, schema: { tags: ['players'], body: playersImportRequestSchema, response: { 200: playersPreviewSchema, ...errors } } },
    async (request) => {
      const sheet = readSheet(request.body.csv);
      const rows = await planPlayers(db, sheet);
      const add = rows.filter((r) => r.action === 'add').length;
      const order = (r: { action: string; row: number }) => (r.action === 'skip' ? 0 : 1);
      const shown = [...rows].sort((a, b) => order(a) - order(b) || a.row - b.row).slice(0, IMPORT_LIMITS.previewRows);
      return { success: true as const, counts: { add, skip: rows.length - add, blank: sheet.blank }, rows: shown };
    },
  );

  app.post(
    '/players-import',
    { config: { access: 'admin' }, schema: { tags: ['players'], body: playersImportRequestSchema, response: { 200: playersImportResultSchema, ...errors } } },
    async (request) => {
      const rows = await planPlayers(db, readSheet(request.body.csv));
      const added = await applyPlayers(db, rows);
      cache.invalidate(PLAYERS_CACHE_TAG);
      cache.invalidate(PEOPLE_CACHE_TAG);
      return { success: true as const, added, skipped: rows.length - added };
    },
  );

  app.post(
    '/registrations/:id/consent',
    { config: { access: 'admin' }, schema: { tags: ['registrations'], params: idParams, body: consentSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await recordConsent(db, request.params.id, request.body, await adminEmail(request));
      cache.invalidate(PLAYERS_CACHE_TAG);
      cache.invalidate(PEOPLE_CACHE_TAG);
      return { success: true as const, message: 'Consent recorded' };
    },
  );
};
