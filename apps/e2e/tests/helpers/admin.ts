/**
 * A REAL admin session for browser tests: global-setup.ts signs in once per run with the demo
 * admin's one-time link (printed in the server's start log) and saves the answer here.
 * Tokens minted for made-up subjects are refused by the server's admin check (401).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { storeSession } from './session';

export interface SavedAdminSession {
  token: string;
  user: { name: string; email: string; role: string };
}

export const DEMO_ADMIN = { email: 'admin@league.local', name: 'Demo Admin', phone: '9876543210' };

export function adminSessionFile(): string {
  return path.join(process.env.E2E_DATA_DIR!, 'admin-session.json');
}

export function readAdminSession(): SavedAdminSession {
  try {
    return JSON.parse(fs.readFileSync(adminSessionFile(), 'utf8')) as SavedAdminSession;
  } catch {
    throw new Error(`No admin session in ${adminSessionFile()}: is globalSetup ('./global-setup.ts') set in playwright.config.ts?`);
  }
}

/** Puts the demo admin's real session into localStorage before the page's scripts run. */
export async function adminSession(page: Page): Promise<SavedAdminSession> {
  const session = readAdminSession();
  await storeSession(page, session.user, session.token);
  return session;
}

/** The demo admin's app token, for API calls from tests (`Authorization: Bearer …`). */
export function adminToken(): string {
  return readAdminSession().token;
}

/** The demo admin's `Authorization` header. */
export function adminHeaders(): Record<string, string> {
  return { authorization: `Bearer ${adminToken()}` };
}

/** The demo admin's id (the subject of its token), for minting tokens of a living admin. */
export function adminId(): string {
  const payload = adminToken().split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()).sub as string;
}

const SIGN_IN_LINK = /Sign in as the demo admin: (\S+?\/login\?code=[A-Za-z0-9_-]+)/;

/**
 * The demo admin's session, the way an organiser gets one: the one-time link the server
 * prints at its first start (found in `log`), exchanged at `base`. Null when the log has none.
 */
export async function signInWithStartLink(base: string, log: string): Promise<SavedAdminSession | null> {
  const match = SIGN_IN_LINK.exec(log);
  if (!match) return null;
  const code = new URL(match[1]!).searchParams.get('code');
  const response = await fetch(`${base}/api/admin/link-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await response.json()) as { token?: string; user?: SavedAdminSession['user']; message?: string };
  if (!response.ok || !body.token || !body.user) throw new Error(`The demo admin could not sign in: ${response.status} ${body.message ?? ''}`);
  return { token: body.token, user: body.user };
}
