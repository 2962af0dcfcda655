/**
 * The app's own session tokens, signed and verified by @fastify/jwt: HS256 with the
 * configured secret, our issuer and audience, `exp` and `iat` required. Google's ID tokens
 * are another matter (the admin package checks them against Google's keys).
 */
import Fastify from 'fastify';
import fastifyJwt, { type FastifyJWTOptions, type JWT } from '@fastify/jwt';

export interface AppClaims {
  sub: string;
  role: string;
  name?: string;
  email?: string;
  /** The server-side session this token belongs to (admin sessions, issue 18). */
  jti?: string;
  /** Issued at (seconds): a token older than the configured maximum is refused. */
  iat?: number;
}

export const TOKEN_ISSUER = 'league-api';
export const TOKEN_AUDIENCE = 'league-web';
export const TOKEN_TTL = '12h';

/** Whatever carries @fastify/jwt's decorator: the app, once core's auth plugin is in. */
export interface TokenKeys {
  jwt: JWT;
}

/** How @fastify/jwt is registered for app tokens (core's auth plugin, and keys built from a bare secret). */
export function appTokenJwtOptions(secret: string): FastifyJWTOptions {
  return {
    secret,
    // No default expiry: signAppToken always sets one, and a token signed without one is
    // refused by the verifier below, so a forgotten expiry fails closed.
    sign: { algorithm: 'HS256', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE },
    verify: {
      // Pinned: an RS256 or `none` token never gets near the secret.
      algorithms: ['HS256'],
      allowedIss: TOKEN_ISSUER,
      allowedAud: TOKEN_AUDIENCE,
      // A token without an expiry or an issue time would never end (issue 18).
      requiredClaims: ['exp', 'iat'],
    },
  };
}

const keysBySecret = new Map<string, Promise<JWT>>();

/**
 * For callers that hold the secret but no app (test helpers, the browser tests' token
 * minting): @fastify/jwt registered on a bare instance that never listens, one per secret.
 */
function keysFor(secret: string): Promise<JWT> {
  let keys = keysBySecret.get(secret);
  if (!keys) {
    keys = (async () => {
      const holder = Fastify();
      await holder.register(fastifyJwt, appTokenJwtOptions(secret));
      return holder.jwt;
    })();
    keysBySecret.set(secret, keys);
  }
  return keys;
}

const jwtOf = async (keys: string | TokenKeys) => (typeof keys === 'string' ? keysFor(keys) : keys.jwt);

/**
 * Signs an app session token with the app's keys (or a bare secret), 12 h unless told
 * otherwise. `expiresIn` is a duration ('12h') or, as a number, the expiry itself in
 * seconds since the epoch. `iat` is always now, whatever `claims` says.
 */
export async function signAppToken(keys: string | TokenKeys, claims: AppClaims, expiresIn: string | number = TOKEN_TTL): Promise<string> {
  const jwt = await jwtOf(keys);
  const payload = { ...claims, iat: undefined };
  if (typeof expiresIn === 'number') return jwt.sign({ ...payload, exp: expiresIn });
  return jwt.sign(payload, { expiresIn });
}

/** Verifies a token; throws on anything but a valid, unexpired HS256 token of ours. */
export async function verifyAppToken(keys: string | TokenKeys, token: string): Promise<AppClaims> {
  const jwt = await jwtOf(keys);
  const payload = jwt.verify<Record<string, unknown>>(token);
  if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.iat !== 'number') throw new Error('bad claims');
  return {
    sub: payload.sub,
    role: payload.role,
    name: typeof payload.name === 'string' ? payload.name : undefined,
    email: typeof payload.email === 'string' ? payload.email : undefined,
    jti: typeof payload.jti === 'string' ? payload.jti : undefined,
    iat: payload.iat,
  };
}
