/**
 * Session helpers for browser tests: tokens minted with the e2e server's secret (the same
 * signer the server uses), stored the way the site stores them.
 */
import type { Page } from '@playwright/test';
import { signAppToken } from '@league/core/server';

export async function mintE2eToken(claims: { sub?: string; role: string; name?: string; email?: string }, expiresIn: string | number = '1h') {
  return signAppToken(process.env.E2E_JWT_SECRET!, { sub: claims.sub ?? 'e2e-user', ...claims }, expiresIn);
}

/** Puts a user and token into localStorage before the page's scripts run. */
export async function storeSession(page: Page, user: Record<string, unknown> | null, token: string | null) {
  await page.addInitScript(
    ([u, t]) => {
      if (u) localStorage.setItem('user', JSON.stringify(u));
      if (t) localStorage.setItem('token', t);
    },
    [user, token] as const,
  );
}

/** Lines the server has logged so far (sign-in and reset links are written there). */
export async function serverLog(): Promise<string> {
  const fs = await import('node:fs/promises');
  return fs.readFile(process.env.E2E_LOG_FILE!, 'utf8');
}
