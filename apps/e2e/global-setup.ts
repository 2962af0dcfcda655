/**
 * Once per run, after the server is up: sign in as the demo admin through the one-time link
 * the server printed at its first start, and save the session for `adminSession(page)`.
 */
import fs from 'node:fs/promises';
import { serverLog } from './tests/helpers/session';
import { adminSessionFile, signInWithStartLink } from './tests/helpers/admin';

export default async function globalSetup() {
  const file = adminSessionFile();
  const session = await signInWithStartLink(`http://127.0.0.1:${process.env.E2E_PORT}`, await serverLog());
  if (!session) {
    // A reused data directory was seeded earlier: its saved session is what we have.
    if (await fs.stat(file).catch(() => null)) return;
    throw new Error(`The demo admin's sign-in link is not in ${process.env.E2E_LOG_FILE}: was the database seeded (SEED_DEMO=true)?`);
  }
  await fs.writeFile(file, JSON.stringify(session), { mode: 0o600 });
}
