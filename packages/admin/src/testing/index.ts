/**
 * Admin test helpers for screen tests (this package's and the admin dashboard's): fixtures
 * and msw handlers that answer like the real routes and validate with the same contract.
 */
import { http, HttpResponse } from 'msw';
import {
  adminMessages,
  googleLoginBodySchema,
  linkLoginBodySchema,
  passwordLoginBodySchema,
  resetConfirmBodySchema,
  resetPasswordBodySchema,
  type AdminUser,
  type AdminSession,
  type AdminListItem,
  type LoginStats,
  type RecentLogin,
} from '../contract';

export function makeRecentLogin(overrides: Partial<RecentLogin> = {}): RecentLogin {
  return { name: 'Asha Rao', email: 'asha@league.local', at: new Date(Date.UTC(2026, 10, 20, 9, 30)).toISOString(), ...overrides };
}

export interface AdminStore {
  stats: LoginStats;
  recent: RecentLogin[];
  user: AdminUser;
  /** A credential the fake Google login accepts; anything else gets `googleStatus`. */
  validCredential: string;
  googleStatus: number;
  /** The password the password sign-in accepts. */
  password: string;
  /** Codes link-login accepts (each once). */
  codes: Set<string>;
  /** Reset tokens confirm accepts (each once). */
  resetTokens: Set<string>;
  /** The signed-in admin's sessions and the admins list (issue 18). */
  sessions: AdminSession[];
  admins: AdminListItem[];
  /** Bodies received, in order, as `${method} ${path}`. */
  calls: Array<{ call: string; body: unknown }>;
}

export function createAdminStore(initial: Partial<Omit<AdminStore, 'calls'>> = {}): AdminStore {
  return {
    stats: { totalAdmins: 3, activeNow: 1 },
    recent: [makeRecentLogin()],
    user: { name: 'Asha Rao', email: 'asha@league.local', role: 'admin' },
    validCredential: 'google-credential',
    googleStatus: 403,
    password: 'Secret123',
    codes: new Set(['good-code']),
    resetTokens: new Set(['good-reset']),
    sessions: [
      {
        id: 's-here',
        method: 'link',
        userAgent: 'Firefox on Linux',
        createdAt: '2026-11-20T09:30:00.000Z',
        lastSeenAt: '2026-11-20T10:30:00.000Z',
        current: true,
      },
      {
        id: 's-phone',
        method: 'google',
        userAgent: 'Chrome on Android',
        createdAt: '2026-11-19T09:30:00.000Z',
        lastSeenAt: '2026-11-19T10:30:00.000Z',
        current: false,
      },
    ],
    admins: [
      { id: 'a-asha', email: 'asha@league.local', name: 'Asha Rao', role: 'admin', lastSeenAt: null, you: true },
      { id: 'a-ravi', email: 'ravi@league.local', name: 'Ravi Kumar', role: 'admin', lastSeenAt: null, you: false },
    ],
    ...initial,
    calls: [],
  };
}

const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

export function adminHandlers(store: AdminStore) {
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.json();
    store.calls.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
    return body;
  };
  const granted = () => HttpResponse.json({ success: true, message: adminMessages.loginOk, token: 'header.payload.signature', user: store.user });
  const needsToken = (request: Request) => (request.headers.get('authorization') ? null : fail(401, 'Authentication required'));
  return [
    http.post('*/api/admin/google-login', async ({ request }) => {
      const parsed = googleLoginBodySchema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      if (parsed.data.tokenId === store.validCredential) return granted();
      return fail(store.googleStatus, store.googleStatus === 403 ? adminMessages.notAuthorized : adminMessages.googleUnverified);
    }),
    http.post('*/api/admin/link-login', async ({ request }) => {
      const parsed = linkLoginBodySchema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      if (!store.codes.delete(parsed.data.code)) return fail(401, adminMessages.linkInvalid);
      return granted();
    }),
    http.post('*/api/admin/login', async ({ request }) => {
      const parsed = passwordLoginBodySchema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      return parsed.data.password === store.password ? granted() : fail(401, adminMessages.passwordWrong);
    }),
    http.post('*/api/admin/reset-password', async ({ request }) => {
      const parsed = resetPasswordBodySchema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      return HttpResponse.json({ success: true, message: adminMessages.resetSent });
    }),
    http.post('*/api/admin/reset-password/confirm', async ({ request }) => {
      const parsed = resetConfirmBodySchema.safeParse(await record(request));
      if (!parsed.success || !store.resetTokens.delete(parsed.data.token)) return fail(400, adminMessages.resetInvalid);
      return HttpResponse.json({ success: true, message: adminMessages.resetApplied });
    }),
    http.post('*/api/admin/logout', ({ request }) => {
      store.calls.push({ call: `POST ${new URL(request.url).pathname}`, body: undefined });
      return HttpResponse.json({ success: true, message: adminMessages.signedOut });
    }),
    http.get('*/api/admin/sessions', async ({ request }) => {
      await record(request);
      return needsToken(request) ?? HttpResponse.json({ success: true, data: store.sessions });
    }),
    http.delete('*/api/admin/sessions/:id', ({ request, params }) => {
      store.calls.push({ call: `DELETE ${new URL(request.url).pathname}`, body: undefined });
      const before = store.sessions.length;
      store.sessions = store.sessions.filter((x) => x.id !== params.id);
      return (
        needsToken(request) ??
        (before === store.sessions.length ? fail(404, adminMessages.sessionUnknown) : HttpResponse.json({ success: true, message: adminMessages.sessionEnded }))
      );
    }),
    http.get('*/api/admin/admins', async ({ request }) => {
      await record(request);
      return needsToken(request) ?? HttpResponse.json({ success: true, data: store.admins });
    }),
    http.delete('*/api/admin/admins/:id', ({ request, params }) => {
      store.calls.push({ call: `DELETE ${new URL(request.url).pathname}`, body: undefined });
      const before = store.admins.length;
      store.admins = store.admins.filter((x) => x.id !== params.id);
      return (
        needsToken(request) ??
        (before === store.admins.length ? fail(404, adminMessages.adminUnknown) : HttpResponse.json({ success: true, message: adminMessages.adminRemoved }))
      );
    }),
    http.get('*/api/admin/logins/stats', async ({ request }) => {
      await record(request);
      return needsToken(request) ?? HttpResponse.json({ success: true, data: store.stats });
    }),
    http.get('*/api/admin/logins/recent', async ({ request }) => {
      await record(request);
      const limit = Math.min(Number(new URL(request.url).searchParams.get('limit') ?? 50), 200);
      return needsToken(request) ?? HttpResponse.json({ success: true, data: store.recent.slice(0, limit) });
    }),
  ];
}

/** GET /api/config with the given overrides (Google client id, password sign-in). */
export function configHandler(overrides: { googleClientId?: string | null; passwordLogin?: boolean } = {}) {
  return http.get('*/api/config', () =>
    HttpResponse.json({
      leagueName: 'League',
      leagueShortName: 'L',
      googleClientId: null,
      registrationFormUrl: null,
      timeZone: 'Asia/Kolkata',
      contactEmail: null,
      contactPhone: null,
      social: { instagram: null, youtube: null, facebook: null },
      passwordLogin: false,
      ...overrides,
    }),
  );
}
