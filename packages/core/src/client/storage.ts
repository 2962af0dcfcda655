/**
 * The browser session lives in localStorage as spec 3 names it: `user` (JSON), `token`,
 * `role`. An unreadable user means signed out.
 */
export interface StoredUser {
  name?: string;
  email?: string;
  role?: string;
  [key: string]: unknown;
}

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export function readUser(): StoredUser | null {
  return safe(() => {
    const raw = localStorage.getItem('user');
    if (!raw) return null;
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
  }, null);
}

export const readToken = (): string | null => safe(() => localStorage.getItem('token'), null);
export const readRole = (): string | null => safe(() => localStorage.getItem('role'), null);

export function writeSession(user: StoredUser, token: string) {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', token);
}

export function clearSession() {
  localStorage.removeItem('user');
  localStorage.removeItem('token');
}

export function writeToken(token: string | null) {
  if (token) localStorage.setItem('token', token);
  else localStorage.removeItem('token');
}

export function writeRole(role: string | null) {
  if (role) localStorage.setItem('role', role);
  else localStorage.removeItem('role');
}

/** Decodes a JWT's payload without verifying it (display decisions only; the server decides). */
export function decodeTokenClaims(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  return safe(() => {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  }, null);
}

/**
 * A prerendered page (apps/web) was drawn at build time as a visitor sees it, and the app's
 * first render must draw the same to adopt it (hydration): while that render is under way
 * the session and the admin checks below answer "signed out", and once it is done (the app
 * calls this with false) every session reader is told to read the browser's session.
 */
let asVisitor = false;
const visitorViewEnded = new Set<() => void>();

export function renderAsVisitor(on: boolean) {
  const ended = asVisitor && !on;
  asVisitor = on;
  if (ended) for (const listener of visitorViewEnded) listener();
}

export const rendersAsVisitor = () => asVisitor;

/** Calls `listener` when the first render of a prerendered page is done; returns the unsubscribe. */
export function onVisitorViewEnd(listener: () => void): () => void {
  visitorViewEnded.add(listener);
  return () => visitorViewEnded.delete(listener);
}

/**
 * The client-side admin checks of spec 6. They only decide what to show; every write is
 * authorised by the server.
 */
export const adminChecks = {
  /** Home: the stored token decodes to role admin, isAdmin true, or a scope with admin. */
  home(): boolean {
    if (asVisitor) return false;
    const claims = decodeTokenClaims(readToken());
    if (!claims) return false;
    const scope = claims.scope;
    const scopes = Array.isArray(scope) ? scope : typeof scope === 'string' ? scope.split(/[\s,]+/) : [];
    return claims.role === 'admin' || claims.isAdmin === true || scopes.includes('admin');
  },
  /** Teams: any stored token, or the stored role ADMIN. */
  teams(): boolean {
    if (asVisitor) return false;
    return Boolean(readToken()) || readRole()?.toUpperCase() === 'ADMIN';
  },
  /** Gallery: a token and the stored user's role admin (or a missing/unreadable role). */
  gallery(): boolean {
    if (asVisitor || !readToken()) return false;
    const role = readUser()?.role;
    return role === undefined || role === null || role === 'admin';
  },
};
