import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { adminHandlers, createAdminStore, makeRecentLogin, type AdminStore } from '../testing';
import { adminKeys, useLoginStats, useRecentLogins } from './index';

const server = setupServer();
let store: AdminStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = createAdminStore({
    stats: { totalAdmins: 4, activeNow: 2 },
    recent: [makeRecentLogin({ name: 'Ravi' }), makeRecentLogin(), makeRecentLogin({ name: 'Priya' })],
  });
  server.use(...adminHandlers(store));
});
afterEach(() => server.resetHandlers());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the hooks the admin dashboard reuses', () => {
  it('useLoginStats sends the stored token and gives {totalAdmins, activeNow}', async () => {
    localStorage.setItem('token', 'a.b.c');
    const { result } = renderHook(() => useLoginStats(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ totalAdmins: 4, activeNow: 2 }));
  });

  it('useRecentLogins asks for the given limit (50 by default)', async () => {
    localStorage.setItem('token', 'a.b.c');
    const { result } = renderHook(() => useRecentLogins(2), { wrapper });
    await waitFor(() => expect(result.current.data?.map((r) => r.name)).toEqual(['Ravi', 'Asha Rao']));
    renderHook(() => useRecentLogins(), { wrapper });
    await waitFor(() => expect(store.calls.map((c) => c.call)).toContain('GET /api/admin/logins/recent'));
    expect(adminKeys.recentLogins(50)).toEqual(['admin', 'logins', 'recent', 50]);
  });

  it('fails with the server message without a token', async () => {
    const { result } = renderHook(() => useLoginStats(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Authentication required'));
  });
});
