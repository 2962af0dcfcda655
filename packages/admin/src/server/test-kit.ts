/**
 * Server test kit: the admin plugin on a test app whose subject check is the real one, a
 * Google stand-in (local RSA keys served as a JWKS over HTTP) and a tiny SMTP sink.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { ResponseCache, type Db } from '@league/core/server';
import { createTestApp, TEST_JWT_SECRET } from '@league/core/testing';
import { adminPlugin, type AdminPluginOptions } from './plugin';
import { createAdminSubjectCheck } from './subject-check';

export const GOOGLE_CLIENT_ID = 'league-test.apps.googleusercontent.com';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export async function adminTestApp(db: Db, overrides: Partial<AdminPluginOptions> = {}) {
  const options: AdminPluginOptions = {
    db,
    cache: new ResponseCache(),
    jwtSecret: TEST_JWT_SECRET,
    googleClientId: GOOGLE_CLIENT_ID,
    googleJwksUrl: 'http://127.0.0.1:9/never-used',
    googleIssuers: GOOGLE_ISSUERS,
    adminEmails: [],
    passwordLogin: false,
    smtpUrl: null,
    smtpFrom: null,
    publicUrl: 'http://league.test',
    signInPerMinute: 10_000,
    resetPerMinute: 10_000,
    ...overrides,
  };
  return createTestApp({
    plugins: [[adminPlugin, options as never]],
    verifySubject: createAdminSubjectCheck(db, [], { maxAgeHours: options.sessionMaxAgeHours }),
  });
}

export interface FakeGoogle {
  jwksUrl: string;
  /** How many times the key set was fetched. */
  fetches(): number;
  sign(
    claims?: Record<string, unknown>,
    options?: { kid?: string; key?: CryptoKey; expiresIn?: number | string; iss?: string; aud?: string | string[]; iat?: number },
  ): Promise<string>;
  close(): Promise<void>;
}

/** Google's role, played locally: an RSA key whose public half is served as a JWKS. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const server = http.createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    fetches: () => fetches,
    async sign(claims = {}, options = {}) {
      return new SignJWT({ email: 'organiser@example.com', email_verified: true, name: 'Org Aniser', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1', typ: 'JWT' })
        .setIssuer(options.iss ?? 'https://accounts.google.com')
        .setAudience(options.aud ?? GOOGLE_CLIENT_ID)
        .setSubject('109876543210')
        .setIssuedAt(options.iat)
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
