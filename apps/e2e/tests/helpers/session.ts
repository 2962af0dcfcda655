/**
 * Session helpers for browser tests: tokens minted with the e2e server's secret (the same
 * signer the server uses), stored the way the site stores them.
 */
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signAppToken } from '@league/core/server';

export async function mintE2eToken(claims: { sub?: string; role: string; name?: string; email?: string }, expiresIn: string | number = '1h') {
  return signAppToken(process.env.E2E_JWT_SECRET!, { sub: claims.sub ?? 'e2e-user', jti: savedSessionId(claims.sub), ...claims }, expiresIn);
}

/**
 * The server refuses an admin token that belongs to no session (issue 18): a token minted
 * for the demo admin joins the real session global-setup.ts saved (admin-session.json).
 */
function savedSessionId(sub: string | undefined): string | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'admin-session.json'), 'utf8')) as { token: string };
    const payload = JSON.parse(Buffer.from(saved.token.split('.')[1]!, 'base64url').toString()) as { sub?: string; jti?: string };
    return sub !== undefined && payload.sub === sub ? payload.jti : undefined;
  } catch {
    return undefined;
  }
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
