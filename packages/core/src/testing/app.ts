/**
 * Builds a test server the way apps/api builds the real one (core conventions + the
 * plugins under /api), and mints tokens for every case of the access matrix.
 */
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { createCoreApp, type CoreApp } from '../server/app';
import { signAppToken, TOKEN_AUDIENCE, TOKEN_ISSUER, type AppClaims } from '../server/tokens';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * Subjects the test app accepts. A token minted for a subject that is not here behaves
 * like the token of a deleted admin (401), which is what the real admin lookup does.
 */
const knownSubjects = new Set<string>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = FastifyPluginAsync<any>;

export interface TestAppOptions {
  /** Plugins registered under /api, each with its options. */
  plugins: Array<[AnyPlugin, Record<string, unknown>]>;
  verifySubject?: (claims: AppClaims) => Promise<boolean>;
  bodyLimit?: number;
}

export async function createTestApp(options: TestAppOptions): Promise<CoreApp> {
  const app = createCoreApp({
    jwtSecret: TEST_JWT_SECRET,
    bodyLimit: options.bodyLimit,
    verifySubject: options.verifySubject ?? (async (claims) => knownSubjects.has(claims.sub)),
  });
  for (const [plugin, pluginOptions] of options.plugins) {
    await app.register(plugin, { prefix: '/api', ...pluginOptions });
  }
  await app.ready();
  return app;
}

/** A valid token with `role` (admin unless told otherwise), for a subject the app knows. */
export async function mintToken(claims: Partial<AppClaims> = {}, expiresIn: string | number = '1h') {
  const full: AppClaims = {
    sub: claims.sub ?? randomUUID(),
    role: claims.role ?? 'admin',
    name: claims.name ?? 'Test Admin',
    email: claims.email ?? 'admin@example.test',
  };
  knownSubjects.add(full.sub);
  return signAppToken(TEST_JWT_SECRET, full, expiresIn);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An RS256 token written by hand: something our own signer would never produce. */
function rs256Token(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const input = `${enc({ alg: 'RS256', kid })}.${enc({ ...claims, iat: now, exp: now + 3600 })}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/**
 * Every kind of token the server must refuse, keyed by case, with the status expected.
 * `nonAdminToken`: a signed-in non-admin's token for the 403 case (with the real session
 * check a minted one has no session and is refused 401).
 */
export async function badTokens(
  options: { nonAdminToken?: string } = {},
): Promise<Array<{ name: string; headers: Record<string, string>; status: 401 | 403 }>> {
  const sub = randomUUID();
  const admin = await mintToken({ sub });
  const [head, body] = admin.split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rsToken = rs256Token(privateKey, 'x', { role: 'admin', sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
  const googleLike = rs256Token(privateKey, 'g', {
    email: 'a@gmail.com',
    email_verified: true,
    sub: '1234567890',
    iss: 'https://accounts.google.com',
    aud: 'client-id',
  });
  const expired = await signAppToken(TEST_JWT_SECRET, { sub, role: 'admin' }, Math.floor(Date.now() / 1000) - 60);
  const wrongSecret = await signAppToken('another-secret-another-secret-another-secret', { sub, role: 'admin' });
  return [
    { name: 'no token', headers: {}, status: 401 },
    { name: 'malformed', headers: { authorization: 'Bearer not.a.jwt' }, status: 401 },
    { name: 'not bearer', headers: { authorization: `Basic ${admin}` }, status: 401 },
    { name: 'expired', headers: bearer(expired), status: 401 },
    { name: 'bad signature', headers: bearer(wrongSecret), status: 401 },
    { name: 'tampered role', headers: bearer(`${head}.${enc({ ...claims, role: 'superadmin' })}.${admin.split('.')[2]}`), status: 401 },
    { name: 'alg none', headers: bearer(`${enc({ alg: 'none', typ: 'JWT' })}.${body}.`), status: 401 },
    { name: 'RS256 confusion', headers: bearer(rsToken), status: 401 },
    { name: 'google id token', headers: bearer(googleLike), status: 401 },
    { name: 'non-admin role', headers: bearer(options.nonAdminToken ?? (await mintToken({ role: 'user' }))), status: 403 },
    { name: 'deleted admin', headers: bearer(await signAppToken(TEST_JWT_SECRET, { sub: randomUUID(), role: 'admin' })), status: 401 },
  ];
}
