import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { ROUTE_CATALOGS } from './route-catalogs';
import routes from './routes';

const flattenRoutes = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] => entries.flatMap((e) => [e, ...flattenRoutes(e.children ?? [])]);

// A route without its catalogs shows message ids in production (issue 32).
describe('route catalogs', () => {
  it('names the catalogs of every route, in both languages', () => {
    const ids = flattenRoutes(routes).map((r) => r.id!.replace(/^hi\//, ''));
    const missing = [...new Set(ids)].filter((id) => !(id in ROUTE_CATALOGS) && !['root', 'require-admin', 'about', 'catch-all'].includes(id));
    expect(missing).toEqual([]);
    expect(ids.filter((id) => id === 'schedule')).toHaveLength(2);
  });
});
