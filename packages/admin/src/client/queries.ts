/** Admin calls (spec 7) and the TanStack Query hooks the admin dashboard reuses. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { adminMessages, adminPaths, RECENT_LOGINS_DEFAULT } from '../constants';
import type { LoginResponse, LoginStats, RecentLogin } from '../contract';

export const adminKeys = {
  all: ['admin'] as const,
  loginStats: () => [...adminKeys.all, 'logins', 'stats'] as const,
  recentLogins: (limit: number) => [...adminKeys.all, 'logins', 'recent', limit] as const,
};

/** GET /api/admin/logins/stats → {totalAdmins, activeNow} (admin only). */
export function useLoginStats() {
  return useQuery({
    queryKey: adminKeys.loginStats(),
    queryFn: async ({ signal }) => (await api.get<{ data: LoginStats }>(adminPaths.loginStats, { signal, fallback: 'Failed to load data' })).data,
  });
}

/** GET /api/admin/logins/recent?limit= → [{name, email, at}] (admin only). */
export function useRecentLogins(limit = RECENT_LOGINS_DEFAULT) {
  return useQuery({
    queryKey: adminKeys.recentLogins(limit),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RecentLogin[] }>(`${adminPaths.recentLogins}?limit=${limit}`, { signal, fallback: 'Failed to load data' })).data,
  });
}

// Sign-in calls. They are plain functions (not mutations) because the login screen guards
// them itself: a second attempt while one is in flight is ignored (spec 4).
export const signInCalls = {
  google: (tokenId: string) => api.post<LoginResponse>(adminPaths.googleLogin, { tokenId }, { fallback: adminMessages.googleFailed }),
  link: (code: string) => api.post<LoginResponse>(adminPaths.linkLogin, { code }, { fallback: adminMessages.signInFailed }),
  password: (email: string, password: string) =>
    api.post<LoginResponse>(adminPaths.passwordLogin, { email, password }, { fallback: adminMessages.signInFailed }),
};

export const resetCalls = {
  request: (body: { email: string; phone: string; newPassword: string }) =>
    api.post<{ success: boolean; message?: string }>(adminPaths.resetPassword, body, { fallback: adminMessages.resetFailed }),
  confirm: (token: string) =>
    api.post<{ success: boolean; message?: string }>(adminPaths.resetConfirm, { token }, { fallback: adminMessages.resetFailed }),
};
