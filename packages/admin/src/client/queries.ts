/** Admin calls (spec 7) and the TanStack Query hooks the admin dashboard reuses. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { adminMessages, adminPaths, RECENT_LOGINS_DEFAULT } from '../constants';
import type { AdminListItem, AdminSession, LoginResponse, LoginStats, RecentLogin } from '../contract';

export const adminKeys = {
  all: ['admin'] as const,
  loginStats: () => [...adminKeys.all, 'logins', 'stats'] as const,
  recentLogins: (limit: number) => [...adminKeys.all, 'logins', 'recent', limit] as const,
  sessions: () => [...adminKeys.all, 'sessions'] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
};

/** The signed-in admin's live sessions (issue 18). */
export function useSessions() {
  const { t } = useLingui();
  return useQuery({
    queryKey: adminKeys.sessions(),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminSession[] }>(adminPaths.sessions, { signal, fallback: t`Failed to load data` })).data,
  });
}

/** Every admin, for removal (issue 18). */
export function useAdmins() {
  const { t } = useLingui();
  return useQuery({
    queryKey: adminKeys.admins(),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminListItem[] }>(adminPaths.admins, { signal, fallback: t`Failed to load data` })).data,
  });
}

export function useEndSession() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${adminPaths.sessions}/${encodeURIComponent(id)}`, { fallback: t`Could not end the session.` }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.sessions() }),
  });
}

export function useRemoveAdmin() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${adminPaths.admins}/${encodeURIComponent(id)}`, { fallback: t`Could not remove the admin.` }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/admin/logins/stats → {totalAdmins, activeNow} (admin only). */
export function useLoginStats() {
  const { t } = useLingui();
  return useQuery({
    queryKey: adminKeys.loginStats(),
    queryFn: async ({ signal }) => (await api.get<{ data: LoginStats }>(adminPaths.loginStats, { signal, fallback: t`Failed to load data` })).data,
  });
}

/** GET /api/admin/logins/recent?limit= → [{name, email, at}] (admin only). */
export function useRecentLogins(limit = RECENT_LOGINS_DEFAULT) {
  const { t } = useLingui();
  return useQuery({
    queryKey: adminKeys.recentLogins(limit),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RecentLogin[] }>(`${adminPaths.recentLogins}?limit=${limit}`, { signal, fallback: t`Failed to load data` })).data,
  });
}

// Sign-in calls. They are plain functions (not mutations) because the login screen guards
// them itself: a second attempt while one is in flight is ignored (spec 4). A failure the
// server gives no message for carries none (`fallback: ''`): the screen words it (spec 8's
// texts) in the page's language.
export const signInCalls = {
  google: (tokenId: string) => api.post<LoginResponse>(adminPaths.googleLogin, { tokenId }, { fallback: '' }),
  link: (code: string) => api.post<LoginResponse>(adminPaths.linkLogin, { code }, { fallback: '' }),
  password: (email: string, password: string) => api.post<LoginResponse>(adminPaths.passwordLogin, { email, password }, { fallback: '' }),
};

/**
 * Ends the session on the server (issue 18) before the browser forgets the token: the
 * token is read now, so the local sign-out right after does not race it. Failures are
 * ignored: the token is dropped locally either way and expires on its own.
 */
export function endServerSession(): void {
  void api.post(adminPaths.logout, undefined, { fallback: adminMessages.signInFailed }).catch(() => undefined);
}

/** Like the sign-in calls, a failure without the server's message is worded by the screen. */
export const resetCalls = {
  request: (body: { email: string; phone: string; newPassword: string }) =>
    api.post<{ success: boolean; message?: string }>(adminPaths.resetPassword, body, { fallback: '' }),
  confirm: (token: string, newPassword: string) =>
    api.post<{ success: boolean; message?: string }>(adminPaths.resetConfirm, { token, newPassword }, { fallback: '' }),
};
