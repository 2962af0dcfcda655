/**
 * The UPI side of dues (part 3 spec 6): the treasurer's bank statement import (preview, then
 * apply), the CSV of who owes what, and the payer's public page with its UPI reference box.
 * Registered by the registrations plugin, which passes what the dues need from Settings.
 *
 * The payer's page in Hindi (issue 32): the reminder that links to it knows no payer's
 * language, so the page follows the link's `?lang=hi` (or `en`) when it names one, else the
 * payer's browser (Accept-Language: Hindi ranked above English). Its words come from the
 * built site's catalogs, as the sign-up form's at /hi/register do.
 */
import Negotiator from 'negotiator';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, toCsv, type FeatureOptions } from '@league/core/server';
import { say, wordsOf, type Messages } from '@league/ui/i18n/say';
import { errorSchema } from '@league/core/contract';
import { FINANCE_CACHE_TAG } from '@league/finance/server';
import { DUES_MESSAGES, duesSchema } from '../contract';
import { statementRequestSchema, statementResultSchema, upiRefRequestSchema } from '../requests-contract';
import { listDues, seasonOf } from './dues';
import { ENGLISH_PAGE, payPagePath, payQrSvg, renderPayPage, saveUpiRef, type PageMessage, type PayPageLanguage } from './pay-page';
import { acceptFormPosts, sendPage } from './plain-page';
import type { PayContext, Payee } from './references';
import { applyStatement, previewStatement } from './statement';

export interface UpiRoutesOptions extends Pick<FeatureOptions, 'db' | 'cache'> {
  timeZone: string;
  fee: () => Promise<number>;
  payee: () => Promise<Payee>;
  leagueName: () => Promise<string>;
  /** The site's public address (PUBLIC_URL); else the request's own. */
  publicUrl: string | null;
  /**
   * The built site's compiled catalogs of a language, by catalog name (the web build's
   * `/locales/{lang}/*.json`). The payer's page in Hindi is written with them; without them,
   * or with none built, the page stays English.
   */
  catalogs?: PageCatalogs;
}

export type PageCatalogs = (lang: 'hi', names: readonly string[]) => Record<string, unknown>[];

/** The catalogs the payer's page draws: its own words, a charge's reason (the auction's), the API's. */
const PAY_PAGE_CATALOGS = ['registrations', 'auction', 'core'];

const languageSchema = z.enum(['en', 'hi']);

/** Whether a browser's languages (Accept-Language) rank Hindi above English (a tie is English's). */
export function prefersHindi(header: string | undefined): boolean {
  return new Negotiator({ headers: { 'accept-language': header } }).language(['en', 'hi']) === 'hi';
}

/** Reads and posts of payers' pages per address per minute, each route apart (a reference is 50 random bits; guessing is slow anyway). */
const PAY_PAGE_PER_MINUTE = 30;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
const referenceParams = z.object({ reference: z.string().max(40) });

export const upiRoutes: FastifyPluginAsyncZod<UpiRoutesOptions> = async (app, options) => {
  const { db, cache, timeZone, fee } = options;

  async function payContext(request: FastifyRequest): Promise<PayContext> {
    const [payee, leagueName] = await Promise.all([options.payee(), options.leagueName()]);
    const baseUrl = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    return { payee, leagueName, baseUrl };
  }

  async function actorOf(request: FastifyRequest) {
    const viewer = await request.viewer();
    return { sub: viewer?.sub ?? 'unknown', email: viewer?.email ?? null, name: viewer?.name ?? null };
  }

  app.get('/dues', { config: { access: 'admin' }, schema: { tags: ['registrations'], response: { 200: duesSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return { success: true as const, ...(await listDues(db, seasonOf(new Date(), timeZone), await fee(), timeZone, await payContext(request))) };
  });

  app.get('/dues.csv', { config: { access: 'admin' }, schema: { tags: ['registrations'] } }, async (request, reply) => {
    const dues = await listDues(db, seasonOf(new Date(), timeZone), await fee(), timeZone, await payContext(request));
    const owing = [
      ...dues.rows.filter((r) => !r.paid).map((r) => [r.name, r.playerPhone, `Registration fee ${dues.season}`, dues.feePaise, r] as const),
      ...dues.charges.filter((c) => !c.paid).map((c) => [c.name, '', c.reason, c.owedPaise, c] as const),
    ];
    const csv = toCsv(
      ['Name', 'Phone', 'For', 'Owed (₹)', 'Reference', 'UPI link', 'Pay page'],
      owing.map(([name, phone, what, paise, line]) => [name, phone, what, (paise / 100).toFixed(2), line.reference, line.upiLink, line.payPage]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="dues-${dues.season}.csv"`)
      .send(csv);
  });

  const statement = (apply: boolean) => async (request: FastifyRequest<{ Body: z.infer<typeof statementRequestSchema> }>) => {
    const input = { feePaise: await fee(), timeZone, actor: await actorOf(request) };
    const result = apply
      ? await applyStatement(db, request.body.csv, { ...input, expect: request.body.expect })
      : await previewStatement(db, request.body.csv, input);
    if (apply && result.applied) cache.invalidate(FINANCE_CACHE_TAG);
    return { success: true as const, ...result };
  };
  const statementSchema = { tags: ['registrations'], body: statementRequestSchema, response: { 200: statementResultSchema, ...errors } };
  app.post('/dues/statement/preview', { config: { access: 'admin' }, schema: statementSchema }, statement(false));
  app.post('/dues/statement', { config: { access: 'admin' }, schema: statementSchema }, statement(true));

  // The payer's page, in a context of its own: only its form post may be url-encoded.
  await app.register((async (app) => {
    // A form post from the page comes url-encoded; only these routes read that.
    acceptFormPosts(app, 1024);

    const pageOptions = async (request: FastifyRequest) => ({ feePaise: await fee(), timeZone, context: await payContext(request) });

    // The Hindi words, read once (the build does not change under a running server); none
    // built (or no catalogs given): the page stays English.
    let hindi: ((text: string) => string) | null | undefined;
    const hindiWords = () => {
      if (hindi === undefined) {
        const catalogs = (options.catalogs?.('hi', PAY_PAGE_CATALOGS) ?? []) as Messages[];
        const i18n = wordsOf('hi', catalogs);
        hindi = catalogs.length ? (text: string) => say(i18n, text) : null;
      }
      return hindi;
    };
    const language = (request: FastifyRequest): PayPageLanguage => {
      const named = (request.query as { lang?: 'en' | 'hi' }).lang ?? null;
      const words = (named ?? (prefersHindi(request.headers['accept-language']) ? 'hi' : 'en')) === 'hi' ? hindiWords() : null;
      return words ? { lang: 'hi', say: words, named } : { ...ENGLISH_PAGE, named };
    };
    const showPage = async (request: FastifyRequest, reply: FastifyReply, reference: string, message: PageMessage | null, status = 200) => {
      // The same address answers in the browser's language when its link names none.
      reply.header('vary', 'Accept-Language');
      return sendPage(reply, await renderPayPage(db, reference, await pageOptions(request), message, language(request)), status);
    };
    const langQuery = z.object({ lang: languageSchema.optional() });

    const limited = { rateLimit: { max: PAY_PAGE_PER_MINUTE, timeWindow: '1 minute' } };
    app.get(
      '/pay/:reference',
      { config: limited, schema: { tags: ['registrations'], params: referenceParams, querystring: langQuery.extend({ saved: z.string().optional() }) } },
      async (request, reply) => showPage(request, reply, request.params.reference, request.query.saved ? { text: DUES_MESSAGES.upiRefSaved } : null),
    );

    // The line's QR code alone, for the dues screen (an <img> there; the page above inlines it).
    // Not limited as the page is: the dues screen shows one per unpaid line from the treasurer's address.
    app.get('/pay/:reference/qr.svg', { schema: { tags: ['registrations'], params: referenceParams } }, async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'private, no-store')
        .send(await payQrSvg(db, request.params.reference, await pageOptions(request))),
    );

    app.post(
      '/pay/:reference',
      {
        config: limited,
        schema: {
          tags: ['registrations'],
          params: referenceParams,
          querystring: langQuery,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const reference = request.params.reference;
        const fromPage = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
        const parsed = upiRefRequestSchema.safeParse(request.body ?? {});
        try {
          if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? DUES_MESSAGES.upiRef);
          await saveUpiRef(db, reference, parsed.data.upiRef, await pageOptions(request));
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          // The page says what went wrong where the payer typed; a 404 or a server fault is thrown on.
          if (fromPage && (status === 400 || status === 409))
            return showPage(request, reply, reference, { text: (error as Error).message, error: true }, status);
          throw error;
        }
        if (fromPage) return reply.redirect(payPagePath(reference, language(request), 'saved=1'), 303);
        return { success: true as const, message: DUES_MESSAGES.upiRefSaved };
      },
    );
  }) satisfies FastifyPluginAsyncZod);
};
