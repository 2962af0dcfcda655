/**
 * Verifies the app's own session tokens (HS256, pinned) and decides who may do what.
 * Access is declared, never hooked by hand: a route says `config: { access: 'admin' }`
 * and this plugin enforces it on `onRequest` (before the body is read or validated) and
 * marks the route as bearer-protected in the OpenAPI document. `request.viewer()` serves
 * public reads where admins see more than visitors.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { ADMIN_ROLE } from '../contract';
import { forbidden, unauthorized } from './errors';
import { appTokenJwtOptions, verifyAppToken, type AppClaims } from './tokens';

export interface Viewer extends AppClaims {
  isAdmin: boolean;
}

export interface AuthOptions {
  jwtSecret: string;
  /**
   * Confirms the token's subject still holds its role (a deleted admin's token stops
   * working at once). The admin package supplies it; absent means "trust the token".
   */
  verifySubject?: (claims: AppClaims) => Promise<boolean>;
}

/**
 * Who may call a route, by the role in the token: `admin` only admins; `scorer` scorers
 * and admins. A new level is one line in `grants` below.
 */
export type AccessRole = 'admin' | 'scorer';

/** An OpenAPI security requirement list: alternatives, each naming schemes in apps/api. */
export type SecurityRequirements = Array<Record<string, string[]>>;

/**
 * For a route whose caller proves itself some other way (an auction paddle link): `check`
 * throws the 401/403 itself, at the same point a role check would, and `security` says in
 * the OpenAPI document what it accepts (default: the bearer token).
 */
export interface CustomAccess {
  check: (request: FastifyRequest) => Promise<void>;
  security?: SecurityRequirements;
}

export type Access = AccessRole | CustomAccess;

/** The roles each access level lets through (admins pass every level). */
const grants: Record<AccessRole, readonly string[]> = {
  admin: [ADMIN_ROLE],
  scorer: ['scorer', ADMIN_ROLE],
};

/** True when a token with `role` may call a route declared with `access`. */
export function roleMayAccess(access: AccessRole, role: string): boolean {
  return grants[access].includes(role);
}

/** The OpenAPI security requirement every protected route carries (scheme set in apps/api). */
export const bearerSecurity: SecurityRequirements = [{ bearer: [] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in viewer, or null for a visitor. Throws 401 for a bad token. */
    viewer(): Promise<Viewer | null>;
  }
  interface FastifyContextConfig {
    /** Protects the route: 401 without a valid token, 403 for a role the level does not grant. */
    access?: Access;
  }
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    // Decorates the app with `app.jwt`, which signs and checks every app token.
    await app.register(fastifyJwt, appTokenJwtOptions(options.jwtSecret));

    async function resolve(request: FastifyRequest): Promise<Viewer | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized('Invalid authorization header');
      let claims: AppClaims;
      try {
        claims = await verifyAppToken(app, match[1]!);
      } catch {
        throw unauthorized('Session expired or invalid. Please sign in again.');
      }
      if (options.verifySubject && !(await options.verifySubject(claims))) {
        throw unauthorized('Session expired or invalid. Please sign in again.');
      }
      return { ...claims, isAdmin: claims.role === ADMIN_ROLE };
    }

    app.decorateRequest('viewer', function (this: FastifyRequest) {
      let cached = viewerCache.get(this);
      if (!cached) {
        cached = resolve(this);
        viewerCache.set(this, cached);
      }
      return cached;
    });

    // The check is attached to each protected route's own onRequest list, which runs after
    // every root onRequest hook (helmet, CORS): a refused request still gets the security
    // and CORS headers, and is refused before its body is parsed or validated. It goes last
    // in that list, after the rate limit's hook (added by its own onRoute, registered
    // before this plugin), so a flood of refused requests is still throttled.
    app.addHook('onRoute', (route) => {
      const access = (route.config as { access?: Access } | undefined)?.access;
      if (!access) return;
      let check: onRequestAsyncHookHandler;
      let security = bearerSecurity;
      if (typeof access === 'object') {
        if (typeof access.check !== 'function') throw new Error(`Access on ${route.method} ${route.url} needs a check function`);
        check = (request) => access.check(request);
        security = access.security ?? bearerSecurity;
      } else {
        if (!Object.hasOwn(grants, access)) throw new Error(`Unknown access level "${access}" on ${route.method} ${route.url}`);
        check = async (request) => {
          const viewer = await request.viewer();
          if (!viewer) throw unauthorized();
          if (!roleMayAccess(access, viewer.role)) throw forbidden();
        };
      }
      const before = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [...before, check];
      route.schema = { ...route.schema, security } as typeof route.schema;
    });
  },
  { name: 'league-auth' },
);

/** For public reads where admins see more: the viewer if it is a valid admin, else null. */
export async function adminOrNull(request: FastifyRequest): Promise<Viewer | null> {
  try {
    const viewer = await request.viewer();
    return viewer?.isAdmin ? viewer : null;
  } catch {
    return null;
  }
}
