/**
 * The route table (routes.ts) against the spec's paths: every screen the first spec and
 * part 2 name has a route, each route's module exists and draws a screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes';
import config from '../react-router.config';
import { about } from './content/about';
import { PUBLIC_PAGES } from '@league/reach/contract';

const srcDir = __dirname;

/** Every path the table answers, with its module file, parents' paths joined. */
function flatten(entries: RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const here = entry.index ? parent || '/' : entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const self = entry.index || entry.path ? [{ path: here, file: entry.file }] : [];
    return [...self, ...flatten(entry.children ?? [], here)];
  });
}

const table = flatten(routes);

describe('the route table', () => {
  it('answers every path of the spec', () => {
    const paths = table.map((r) => r.path);
    for (const p of [
      '/',
      '/about',
      '/teams',
      '/schedule',
      '/login',
      '/admin-auth',
      '/gallery',
      '/forgot-password',
      '/players',
      '/admin-dashboard',
      '/admin/dashboard',
      '/admin-view',
      '/dashboard/sheets',
      '/finance',
      '/matches/:id',
      '/standings',
      '/stats',
      '/score/:matchId',
      '/auction/:id',
      '/auction/:id/console',
      '/auction/:id/paddle',
      '/admin/tournaments',
      '/admin/scorers',
      '/admin/auctions',
      '/dashboard/settings',
      '/dashboard/dues',
      '/*',
    ]) {
      expect(paths, p).toContain(p);
    }
  });

  it('points every route at a module that exists', () => {
    for (const { file } of table) expect(fs.existsSync(path.join(srcDir, file)), file).toBe(true);
  });

  it('prerenders only public screens that the table has', () => {
    const prerender = config.prerender as string[];
    const paths = new Set(table.map((r) => r.path));
    for (const p of prerender) expect(paths.has(p), p).toBe(true);
    // Nothing a signed-in admin alone sees is baked into a public file.
    expect(prerender.filter((p) => /admin|dashboard|finance|score|auction/.test(p))).toEqual([]);
  });
});

describe('the public pages', () => {
  it('are the ones that get share cards and sitemap entries (@league/reach), no more and no fewer', () => {
    // The site's screens, less those behind a sign-in and the sign-in screens themselves.
    const site = routes.find((entry) => entry.file === 'routes/site.tsx')!;
    const open = flatten(
      (site.children ?? []).filter((entry) => entry.file !== 'routes/require-admin.tsx'),
      '/',
    )
      .map((r) => r.path)
      .filter((p) => !['/login', '/admin-auth', '/forgot-password', '/score', '/*'].includes(p));
    expect(open.sort()).toEqual([...PUBLIC_PAGES].sort());
  });
});

describe('a route module', () => {
  it("draws its package's screen (About, with its heading from the league story)", async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { default: About } = await import('./routes/about');
    const Stub = createRoutesStub([{ path: '/about', Component: About }]);
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('./query-client');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={['/about']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: about.title })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
