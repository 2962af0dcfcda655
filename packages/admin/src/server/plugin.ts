import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound, signAppToken, type FeatureOptions } from '@league/core/server';
import { errorSchema, okSchema } from '@league/core/contract';
import {
  adminMessages,
  googleLoginBodySchema,
  linkLoginBodySchema,
  loginResponseSchema,
  loginStatsResponseSchema,
  passwordLoginBodySchema,
  recentLoginsQuerySchema,
  recentLoginsResponseSchema,
  resetConfirmBodySchema,
  resetPasswordBodySchema,
  sessionsResponseSchema,
  adminListResponseSchema,
  idParamsSchema,
  signInLinkBodySchema,
  signInLinkResponseSchema,
  type LoginMethod,
  type LoginResponse,
} from '../contract';
import { createGoogleVerifier, GoogleTokenError, spendGoogleToken } from './google';
import { consumeSignInCode, createAdminSignInLink } from './links';
import { createAccountMailer } from './mailer';
import { createSession, listAdmins, listSessions, removeAdmin, revokeAllSessions, revokeSession } from './sessions';
import { DEFAULT_SESSION_MAX_AGE_HOURS } from './subject-check';
import { ensureAdmin, findAdminByEmail, loginStats, markLoggedIn, recentFailures, recentLogins, recordLoginEvent, type AdminRow } from './repo';
import { confirmReset, requestReset, resetUrl, takeResetAllowance } from './reset';
import { verifyPassword } from './secrets';

export interface AdminPluginOptions extends FeatureOptions {
  /**
   * Not read: tokens are signed with the app's own @fastify/jwt keys (core's auth plugin,
   * registered with the app's secret). Still accepted so existing callers need no change.
   */
  jwtSecret?: string;
  googleClientId: string | null;
  googleJwksUrl: string;
  googleIssuers: string[];
  /** Emails that become admins on their first Google sign-in (ADMIN_EMAILS). */
  adminEmails: string[];
  passwordLogin: boolean;
  smtpUrl: string | null;
  smtpFrom: string | null;
  /** The site's address for links sent out of band (PUBLIC_URL). */
  publicUrl: string | null;
  /**
   * The address links use when PUBLIC_URL is unset (the configured port on localhost). Links
   * are never built from the request's Host header, which whoever asks controls.
   */
  fallbackUrl?: string;
  /** In production a live reset link is never written to the log (NODE_ENV=production). */
  production?: boolean;
  /** Sessions last at most this long, whatever a token says (SESSION_MAX_AGE_HOURS). */
  sessionMaxAgeHours?: number;
  /** Sign-in attempts per IP per minute (quality S7). */
  signInPerMinute?: number;
  /** Reset requests per IP per minute (a per-email limit applies too). */
  resetPerMinute?: number;
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema, 503: errorSchema };
const tags = ['admin'];
const PASSWORD_FAILURES_ALLOWED = 5;

/**
 * Admin identity routes under /api (decisions.md 2): Google sign-in, one-time links,
 * password sign-in (behind a setting), the confirmed password reset and login numbers.
 */
export const adminPlugin: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, options) => {
  const { db } = options;
  if (!app.hasDecorator('jwt')) throw new Error('The admin plugin signs tokens with app.jwt: register it on an app made by createCoreApp');
  const bootstrapEmails = new Set(options.adminEmails.map((e) => e.trim().toLowerCase()));
  const verifyGoogle = createGoogleVerifier({ clientId: options.googleClientId, jwksUrl: options.googleJwksUrl, issuers: options.googleIssuers });
  const mailer = createAccountMailer({ smtpUrl: options.smtpUrl, smtpFrom: options.smtpFrom, production: options.production ?? false, log: app.log });
  const maxAgeHours = options.sessionMaxAgeHours ?? DEFAULT_SESSION_MAX_AGE_HOURS;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const signInLimit = limit(options.signInPerMinute ?? 10);
  const resetLimit = limit(options.resetPerMinute ?? 5);
  const siteUrl = options.publicUrl ?? options.fallbackUrl ?? 'http://localhost:3000';
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

  async function grant(request: FastifyRequest, admin: AdminRow, method: LoginMethod): Promise<LoginResponse> {
    await markLoggedIn(db, admin.id);
    await recordLoginEvent(db, { adminId: admin.id, email: admin.email, method, success: true, ...client(request) });
    const session = await createSession(db, { adminId: admin.id, method, ...client(request) }, maxAgeHours);
    // The row's role: a scorer signs in the same ways and gets a scorer's token.
    const token = await signAppToken(app, { sub: admin.id, role: admin.role, name: admin.name, email: admin.email, jti: session.id }, `${maxAgeHours}h`);
    return {
      success: true,
      message: adminMessages.loginOk,
      token,
      user: { name: admin.name, email: admin.email, role: admin.role === 'scorer' ? 'scorer' : 'admin' },
    };
  }

  async function refuse(
    request: FastifyRequest,
    event: { method: LoginMethod; reason: string; email?: string | null; adminId?: string | null },
    error: HttpError,
  ): Promise<never> {
    await recordLoginEvent(db, { ...event, success: false, ...client(request) });
    throw error;
  }

  app.post(
    '/admin/google-login',
    { config: signInLimit, schema: { tags, body: googleLoginBodySchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => {
      let identity;
      try {
        identity = await verifyGoogle(request.body.tokenId);
      } catch (error) {
        if (!(error instanceof GoogleTokenError)) throw error;
        const message =
          error.status === 503
            ? adminMessages.googleUnavailable
            : error.reason === 'google_not_configured'
              ? adminMessages.googleNotConfigured
              : adminMessages.googleUnverified;
        return refuse(request, { method: 'google', reason: error.reason, email: error.email }, new HttpError(error.status, message));
      }
      let admin = await findAdminByEmail(db, identity.email);
      if (!admin && bootstrapEmails.has(identity.email)) {
        admin = (await ensureAdmin(db, { email: identity.email, name: identity.name ?? '' })).admin;
      }
      if (!admin) return refuse(request, { method: 'google', reason: 'not_admin', email: identity.email }, new HttpError(403, adminMessages.notAuthorized));
      // One token, one session (issue 35): a token seen in a log, a proxy or a browser's
      // history cannot be exchanged again while it is still within its hour. Refused as any
      // token that does not verify: the spec's client shows its own text for every 401 here,
      // so a message of our own would never be read; the login event says token_reused.
      if (!(await spendGoogleToken(db, identity)))
        return refuse(
          request,
          { method: 'google', reason: 'token_reused', email: identity.email, adminId: admin.id },
          new HttpError(401, adminMessages.googleUnverified),
        );
      return grant(request, admin, 'google');
    },
  );

  app.post(
    '/admin/link-login',
    { config: signInLimit, schema: { tags, body: linkLoginBodySchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => {
      const admin = await consumeSignInCode(db, request.body.code);
      if (!admin) return refuse(request, { method: 'link', reason: 'invalid_code' }, new HttpError(401, adminMessages.linkInvalid));
      return grant(request, admin, 'link');
    },
  );

  app.post(
    '/admin/login',
    { config: signInLimit, schema: { tags, body: passwordLoginBodySchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => {
      const { email, password } = request.body;
      if (!options.passwordLogin) return refuse(request, { method: 'password', reason: 'password_login_off', email }, notFound(adminMessages.passwordOff));
      // Per address and account, with a wait that doubles with each further failure: one
      // address's guesses never lock the admin out everywhere else (issue 18).
      const now = Date.now();
      const failures = await recentFailures(db, email, request.ip, new Date(now - 15 * 60_000));
      if (failures.count >= PASSWORD_FAILURES_ALLOWED && failures.last) {
        const backoffMs = Math.min(15 * 60_000, 30_000 * 2 ** (failures.count - PASSWORD_FAILURES_ALLOWED));
        const waitMs = failures.last.getTime() + backoffMs - now;
        if (waitMs > 0)
          throw new HttpError(429, 'Too many failed sign-ins for this account. Please try again later.', { 'retry-after': String(Math.ceil(waitMs / 1000)) });
      }
      const admin = await findAdminByEmail(db, email);
      const ok = await verifyPassword(password, admin?.passwordHash);
      if (!admin || !ok)
        return refuse(
          request,
          { method: 'password', reason: admin ? 'wrong_password' : 'unknown_email', email, adminId: admin?.id },
          new HttpError(401, adminMessages.passwordWrong),
        );
      return grant(request, admin, 'password');
    },
  );

  app.post(
    '/admin/sign-in-links',
    { config: { access: 'admin' }, schema: { tags, body: signInLinkBodySchema, response: { 201: signInLinkResponseSchema, ...errors } } },
    async (request, reply) => {
      const link = await createAdminSignInLink(db, { email: request.body.email, name: request.body.name, create: true, publicUrl: siteUrl });
      return reply.code(201).send({ success: true, data: { url: link.url, expiresAt: link.expiresAt.toISOString(), created: link.created } });
    },
  );

  app.post(
    '/admin/reset-password',
    { config: resetLimit, schema: { tags, body: resetPasswordBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const { email } = request.body;
      const wait = await takeResetAllowance(db, email, request.ip);
      if (wait) throw new HttpError(429, adminMessages.resetTooMany, { 'retry-after': String(wait) });
      const pending = await requestReset(db, request.body);
      if (pending) {
        // The admin hears of every request. The link is built from the configured address,
        // never from the request's Host header (anyone may ask for a reset of any account).
        const url = resetUrl(siteUrl, pending.token);
        // Not awaited: the answer must not be slower (and so tell) when an account matched.
        void mailer
          .resetRequested({ to: pending.admin.email, name: pending.admin.name, url })
          .catch((error) => app.log.error({ err: error }, 'could not send the reset email'));
      }
      return { success: true as const, message: adminMessages.resetSent };
    },
  );

  app.post(
    '/admin/reset-password/confirm',
    { config: signInLimit, schema: { tags, body: resetConfirmBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const changed = await confirmReset(db, request.body.token, request.body.newPassword);
      if (changed === 'mismatch') throw new HttpError(400, adminMessages.resetMismatch);
      if (!changed) throw new HttpError(400, adminMessages.resetInvalid);
      // A new password ends every session: whoever held one may be why it was changed.
      await revokeAllSessions(db, changed.id);
      void mailer
        .passwordChanged({ to: changed.email, name: changed.name })
        .catch((error) => app.log.error({ err: error }, 'could not send the password change notice'));
      return { success: true as const, message: adminMessages.resetApplied };
    },
  );

  // Ends this token's session on the server: the same token is refused from now on.
  app.post('/admin/logout', { schema: { tags, response: { 200: okSchema, ...errors } } }, async (request) => {
    const viewer = await request.viewer();
    if (!viewer) throw new HttpError(401, 'Authentication required');
    if (viewer.jti) await revokeSession(db, viewer.sub, viewer.jti);
    return { success: true as const, message: adminMessages.signedOut };
  });

  app.get(
    '/admin/sessions',
    { config: { access: 'admin' }, schema: { tags, response: { 200: sessionsResponseSchema, ...errors } } },
    async (request, reply) => {
      const viewer = (await request.viewer())!;
      const rows = await listSessions(db, viewer.sub, maxAgeHours);
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: rows.map((s) => ({
          id: s.id,
          method: s.method as LoginMethod,
          userAgent: s.userAgent,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          current: s.id === viewer.jti,
        })),
      };
    },
  );

  app.delete(
    '/admin/sessions/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const viewer = (await request.viewer())!;
      if (!(await revokeSession(db, viewer.sub, request.params.id))) throw notFound(adminMessages.sessionUnknown);
      return { success: true as const, message: adminMessages.sessionEnded };
    },
  );

  app.get('/admin/admins', { config: { access: 'admin' }, schema: { tags, response: { 200: adminListResponseSchema, ...errors } } }, async (request, reply) => {
    const viewer = (await request.viewer())!;
    reply.header('cache-control', 'private, no-store');
    const rows = await listAdmins(db);
    return { success: true as const, data: rows.map((a) => ({ ...a, lastSeenAt: a.lastSeenAt?.toISOString() ?? null, you: a.id === viewer.sub })) };
  });

  // Removing an admin deletes the row; their sessions go with it, so their tokens fail at once.
  app.delete(
    '/admin/admins/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const viewer = (await request.viewer())!;
      if (request.params.id.toLowerCase() === viewer.sub.toLowerCase()) throw new HttpError(400, adminMessages.adminSelf);
      if (!(await removeAdmin(db, { id: request.params.id }))) throw notFound(adminMessages.adminUnknown);
      return { success: true as const, message: adminMessages.adminRemoved };
    },
  );

  app.get('/admin/logins/stats', { config: { access: 'admin' }, schema: { tags, response: { 200: loginStatsResponseSchema, ...errors } } }, async () => ({
    success: true as const,
    data: await loginStats(db),
  }));

  app.get(
    '/admin/logins/recent',
    { config: { access: 'admin' }, schema: { tags, querystring: recentLoginsQuerySchema, response: { 200: recentLoginsResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await recentLogins(db, request.query.limit) }),
  );
};
