/**
 * Verifies a Google ID token on the server (decisions.md 2): RS256 only, signed by a key
 * from the JWKS URL, issuer in the configured list, audience = our client id (and `azp` when
 * present), unexpired, issued in the past, and a verified email. The JWKS URL and issuers are settings so tests sign with local keys.
 */
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { lt } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { usedGoogleTokens } from './schema';

/**
 * Seconds of clock skew allowed on `exp` and `iat`: jose accepts a token until its `exp` plus
 * this much, so a spent token's row is kept as long (a replay in that minute is still refused).
 */
export const GOOGLE_CLOCK_TOLERANCE_SECONDS = 60;

export interface GoogleSettings {
  clientId: string | null;
  jwksUrl: string;
  issuers: string[];
}

export interface GoogleIdentity {
  email: string;
  name: string | null;
  /** Names this token and no other: a hash of its signed part (the signature's encoding can vary). */
  tokenKey: string;
  /** The last moment the verifier still accepts this token: `exp` plus the clock tolerance. */
  expiresAt: Date;
}

/** Why a token was refused: `reason` goes to the login event, `status` to the answer. */
export class GoogleTokenError extends Error {
  constructor(
    readonly status: 401 | 503,
    readonly reason: string,
    readonly email: string | null = null,
  ) {
    super(reason);
  }
}

export function createGoogleVerifier(settings: GoogleSettings) {
  // Keys are fetched on first use and cached by jose; an unknown kid triggers one refetch
  // (at most every 30 s), which is how Google's key rotation is picked up.
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });

  return async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
    if (!settings.clientId) throw new GoogleTokenError(401, 'google_not_configured');
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        algorithms: ['RS256'],
        issuer: settings.issuers,
        audience: settings.clientId,
        requiredClaims: ['exp', 'iat', 'sub'],
        // Google's ID tokens live an hour; with a maximum age jose also refuses an `iat` in
        // the future (a minute of clock skew allowed).
        maxTokenAge: '2h',
        clockTolerance: GOOGLE_CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      throw new GoogleTokenError(isUnavailable(error) ? 503 : 401, reasonOf(error));
    }
    // Issued to our client and no other (issue 18): jose accepts any `aud` list that contains
    // ours, so a token made for another app that also names us is refused here, and so is
    // one whose authorised party is someone else.
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (audiences.length !== 1 && payload.azp === undefined) throw new GoogleTokenError(401, 'bad_claim_aud');
    if (payload.azp !== undefined && payload.azp !== settings.clientId) throw new GoogleTokenError(401, 'bad_claim_azp');
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email) throw new GoogleTokenError(401, 'no_email');
    if (payload.email_verified !== true) throw new GoogleTokenError(401, 'email_unverified', email);
    return {
      email,
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
      tokenKey: createHash('sha256')
        .update(idToken.slice(0, idToken.lastIndexOf('.')))
        .digest('base64url'),
      expiresAt: new Date((payload.exp! + GOOGLE_CLOCK_TOLERANCE_SECONDS) * 1000),
    };
  };
}

function isUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true;
  // A failed fetch of the key set (network down, Google answering 5xx) is not the token's fault.
  return !(error instanceof errors.JOSEError) || error.code === 'ERR_JOSE_GENERIC';
}

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token_expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `bad_claim_${error.claim}`;
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown_key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad_signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'alg_not_allowed';
  if (error instanceof errors.JWTInvalid || error instanceof errors.JWSInvalid) return 'malformed_token';
  if (error instanceof errors.JOSEError) return error.code.toLowerCase();
  return 'jwks_unavailable';
}

/**
 * Records that a verified token was exchanged for a session; false when it already was (a
 * replay). The key's uniqueness decides, so two instances racing with one token cannot both
 * say yes. A row is forgotten only once the verifier would refuse its token anyway
 * (`expiresAt` already includes the clock tolerance).
 */
export async function spendGoogleToken(db: Executor, identity: Pick<GoogleIdentity, 'tokenKey' | 'expiresAt'>, now = new Date()): Promise<boolean> {
  await db.delete(usedGoogleTokens).where(lt(usedGoogleTokens.expiresAt, now));
  const spent = await db
    .insert(usedGoogleTokens)
    .values({ tokenHash: identity.tokenKey, expiresAt: identity.expiresAt, usedAt: now })
    .onConflictDoNothing()
    .returning({ tokenHash: usedGoogleTokens.tokenHash });
  return spent.length === 1;
}
