/**
 * The access matrix every write and admin read must pass (quality S1): each bad token
 * gets exactly its 401/403, a visitor's unreadable or invalid body is still a 401 (access
 * is decided before the body is parsed or validated), a valid admin gets through, and no
 * rejected request changes the database.
 */
import { expect } from 'vitest';
import type { CoreApp } from '../server/app';
import { badTokens, bearer, mintToken } from './app';

export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Status a valid admin gets (default: any 2xx). */
  adminStatus?: number;
}

/**
 * `snapshot` reads whatever the routes could change (e.g. row counts); it must be equal
 * before and after the rejected requests.
 */
export async function expectAccessMatrix(
  app: CoreApp,
  routes: MatrixRoute[],
  snapshot?: () => Promise<unknown>,
  options: { adminToken?: string; nonAdminToken?: string } = {},
) {
  // With the real session check every token needs a live session, whatever its role (issue
  // 35): callers pass a signed-in non-admin's token for the 403 case.
  const cases = await badTokens({ nonAdminToken: options.nonAdminToken });
  const before = snapshot ? await snapshot() : undefined;
  for (const route of routes) {
    for (const bad of cases) {
      const res = await app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload as never,
        headers: { ...route.headers, ...bad.headers },
      });
      expect(res.statusCode, `${route.method} ${route.url} with ${bad.name}`).toBe(bad.status);
      expect(res.json(), `${route.method} ${route.url} with ${bad.name}`).toMatchObject({ success: false });
    }
    if (route.method === 'GET') continue;
    // No token and a body that would fail parsing or validation: still 401, never a 400.
    for (const body of ['{"broken":', '{"unexpected":[1,2,3]}', '[]']) {
      const res = await app.inject({ method: route.method, url: route.url, payload: body, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, `${route.method} ${route.url} without a token, body ${body}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  }
  if (snapshot) expect(await snapshot(), 'rejected requests changed nothing').toEqual(before);
  // With the real admin lookup the valid token must belong to an admin row: callers pass it.
  const admin = bearer(options.adminToken ?? (await mintToken()));
  for (const route of routes) {
    const res = await app.inject({ method: route.method, url: route.url, payload: route.payload as never, headers: { ...route.headers, ...admin } });
    if (route.adminStatus) expect(res.statusCode, `${route.method} ${route.url} as admin: ${res.body}`).toBe(route.adminStatus);
    else expect(res.statusCode, `${route.method} ${route.url} as admin: ${res.body}`).toBeLessThan(300);
  }
}
