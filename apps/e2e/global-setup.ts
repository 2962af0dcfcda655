/**
 * Once per run, after the server is up: sign in as the demo admin through the one-time link
 * the server printed at its first start, and save the session for `adminSession(page)`.
 */
import fs from 'node:fs/promises';
import { serverLog } from './tests/helpers/session';
import { adminSessionFile } from './tests/helpers/admin';

const LINK = /Sign in as the demo admin: (\S+?\/login\?code=[A-Za-z0-9_-]+)/;

export default async function globalSetup() {
  const file = adminSessionFile();
  const match = LINK.exec(await serverLog());
  if (!match) {
    // A reused data directory was seeded earlier: its saved session is what we have.
    if (await fs.stat(file).catch(() => null)) return;
    throw new Error(`The demo admin's sign-in link is not in ${process.env.E2E_LOG_FILE}: was the database seeded (SEED_DEMO=true)?`);
  }
  const code = new URL(match[1]!).searchParams.get('code');
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const response = await fetch(`${base}/api/admin/link-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await response.json()) as { token?: string; user?: unknown; message?: string };
  if (!response.ok || !body.token) throw new Error(`The demo admin could not sign in: ${response.status} ${body.message ?? ''}`);
  await fs.writeFile(file, JSON.stringify({ token: body.token, user: body.user }), { mode: 0o600 });
}
