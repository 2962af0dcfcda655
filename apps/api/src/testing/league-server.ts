/**
 * Test-only: a real server process with a signed-in admin and one match, for tests of the
 * process itself (shutdown, connection caps). The sign-in link is made before the server
 * starts (the embedded database is one process's at a time).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCaller, setUpMatch, type Call } from './scoring';
import { startServer, type ServerProcess } from './server-process';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LeagueServer {
  server: ServerProcess;
  token: string;
  api: Call;
  matchId: string;
}

/** Prints a one-time sign-in link for a new admin with the CLI and returns its code. */
export function adminLinkCode(env: Record<string, string>, email = 'ops@process.test'): string {
  const link = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-link.ts', email, '--create', '--name', 'Ops Admin'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
  const code = /code=([\w-]+)/.exec(link.stdout)?.[1];
  if (!code) throw new Error(`admin link failed: ${link.stdout}${link.stderr}`);
  return code;
}

export async function startLeagueServer(
  env: Record<string, string>,
  start: (env: Record<string, string>) => Promise<ServerProcess> = startServer,
): Promise<LeagueServer> {
  const code = adminLinkCode(env);
  const server = await start(env);
  const login = await fetch(`${server.url}/api/admin/link-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const token = ((await login.json()) as { token: string }).token;
  if (!token) throw new Error('sign-in failed');
  const api = apiCaller(server.url, () => token);
  const settings = await api('PUT', '/settings', { leagueName: 'Ops League', leagueShortName: 'OL', sections: [{ id: 'open', name: 'Open', retired: false }] });
  if (settings.status !== 200) throw new Error(`settings: ${settings.status}`);
  const { matchId } = await setUpMatch(api, 'Open', 'Ops');
  return { server, token, api, matchId };
}
