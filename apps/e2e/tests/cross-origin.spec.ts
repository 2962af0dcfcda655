/**
 * Issue 17: the league's web app deployed on another origin (here another port, listed in
 * CORS_ORIGINS by playwright.config.ts) calls this API from the browser: every write of
 * spec 7 with the admin's bearer token, and shows the gallery's images.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminToken } from './helpers/admin';

let other: http.Server;
let otherOrigin: string;

test.beforeAll(async () => {
  // A bare page on the second origin: it only needs to exist so fetches come from there.
  other = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Another origin</title><h1>League app elsewhere</h1>');
  });
  await new Promise<void>((resolve) => other.listen(Number(process.env.E2E_CORS_PORT), '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test('a page on a configured origin makes every write of spec 7 and shows gallery images', async ({ page, baseURL }) => {
  await page.goto(`${otherOrigin}/`);
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);

  const steps = await page.evaluate(
    async ({ api, token }) => {
      const done: Array<{ step: string; status: number; body: string }> = [];
      const call = async (method: string, path: string, body?: unknown, type: 'json' | 'none' = 'json') => {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (type === 'json') headers['content-type'] = 'application/json';
        const response = await fetch(`${api}${path}`, {
          method,
          mode: 'cors',
          credentials: 'omit',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        done.push({ step: `${method} ${path.replace(/\/[0-9a-f-]{20,}|\/\d{10}/g, '/:id')}`, status: response.status, body: text.slice(0, 200) });
        try {
          return JSON.parse(text) as { data?: Record<string, unknown> & { players?: Array<{ _id: string; name: string }> } };
        } catch {
          return {};
        }
      };
      const stamp = Date.now().toString().slice(-6);

      const team = await call('POST', '/api/teams', { section: 'GICPL-OG', name: `Cross Origin XI ${stamp}`, captain: 'Asha Rao', players: [] });
      const teamId = String(team.data?._id);
      const squad = await call('POST', `/api/teams/${teamId}/players`, { name: 'Ravi Kumar', role: 'Player' });
      const playerId = squad.data?.players?.find((p) => p.name === 'Ravi Kumar')?._id;
      await call('DELETE', `/api/teams/${teamId}/players/${playerId}`);
      await call('DELETE', `/api/teams/${teamId}`);

      const phone = `98${stamp}77`;
      await call('POST', '/api/players', { name: 'Cross Origin Player', phone });
      await call('PATCH', `/api/players/${phone}`, { name: 'Cross Origin Player II' });
      await call('DELETE', `/api/players/${phone}`);

      const announcement = await call('POST', '/api/announcements', {
        title: 'From elsewhere',
        message: 'Hello',
        type: 'INFO',
        priority: 'LOW',
        isActive: true,
        startsAt: null,
        expiresAt: null,
      });
      const announcementId = String(announcement.data?._id);
      await call('PUT', `/api/announcements/${announcementId}`, {
        title: 'From elsewhere (edited)',
        message: 'Hello',
        type: 'INFO',
        priority: 'LOW',
        isActive: true,
        startsAt: null,
        expiresAt: null,
      });
      await call('DELETE', `/api/announcements/${announcementId}`);

      const sponsor = await call('POST', '/api/sponsors', {
        companyName: `Far Away Traders ${stamp}`,
        ownerName: 'K. Iyer',
        companyOverview: 'Bats and balls',
      });
      const sponsorId = String(sponsor.data?._id);
      await call('PUT', `/api/sponsors/${sponsorId}`, {
        companyName: `Far Away Traders ${stamp}`,
        ownerName: 'K. Iyer',
        companyOverview: 'Bats, balls and pads',
      });
      await call('DELETE', `/api/sponsors/${sponsorId}`);

      const match = await call('POST', '/api/matches', { team1: 'Maidan Mavericks', team2: 'Banyan Blasters', matchDate: '2031-02-01T10:00' });
      const matchId = String(match.data?._id);
      await call('POST', '/api/add-press-conference', { matchId, pressLink: 'https://example.org/press' });
      await call('POST', '/api/add-auction', { matchId, auctionLink: 'https://example.org/auction' });
      await call('DELETE', `/api/matches/${matchId}`);
      const older = await call('POST', '/api/add-match', { team1: 'Kaveri Kings', team2: 'Ashoka Avengers', matchDate: '2031-02-02T10:00' });
      await call('DELETE', `/api/matches/${String(older.data?._id)}`);

      // The league's own links, put back afterwards: later specs (dashboard, schedule) show them.
      const links = (await (await fetch(`${api}/api/global-links`)).json()) as { pressConferenceLink?: string | null; auctionLink?: string | null };
      await call('PATCH', '/api/global-links/press', { pressConferenceLink: 'https://example.org/press-live' });
      await call('DELETE', '/api/global-links/press');
      await call('PATCH', '/api/global-links/auction', { auctionLink: 'https://example.org/auction-live' });
      await call('DELETE', '/api/global-links/auction');
      if (links.pressConferenceLink) await call('PATCH', '/api/global-links/press', { pressConferenceLink: links.pressConferenceLink });
      if (links.auctionLink) await call('PATCH', '/api/global-links/auction', { auctionLink: links.auctionLink });

      const contribution = await call('POST', '/api/finance/contributions', {
        contributorType: 'PLAYER',
        contributorName: 'Cross Origin',
        amountPaise: 150050,
        note: null,
      });
      const pk = String(contribution.data?.pk);
      await call('PUT', `/api/finance/contributions/pk/${encodeURIComponent(pk)}`, { amountPaise: 160000, note: 'edited' });
      await call('DELETE', `/api/finance/contributions/pk/${encodeURIComponent(pk)}`);
      const expense = await call('POST', '/api/finance/expenses', { item: 'Stumps', amountPaise: 99900, category: 'EQUIPMENT', note: null });
      const sk = String(expense.data?.sk);
      await call('PUT', `/api/finance/expenses/${encodeURIComponent(sk)}`, { item: 'Stumps (set)', amountPaise: 99900, category: 'EQUIPMENT', note: null });
      await call('DELETE', `/api/finance/expenses/${encodeURIComponent(sk)}`);

      // Gallery: a real PNG drawn here, sent as multipart (the browser sets the boundary).
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 32;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#2f7d3a';
      ctx.fillRect(0, 0, 48, 32);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const form = new FormData();
      form.append('caption', 'Sent from another origin');
      form.append('image', blob, 'elsewhere.png');
      const upload = await fetch(`${api}/api/gallery`, { method: 'POST', mode: 'cors', headers: { authorization: `Bearer ${token}` }, body: form });
      const uploaded = (await upload.json()) as { data?: { _id: string; url: string; thumbUrl: string } };
      done.push({ step: 'POST /api/gallery', status: upload.status, body: '' });

      // The image, shown by this page from the API's absolute address.
      const shown = await new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
        img.src = uploaded.data!.thumbUrl;
      });
      done.push({ step: 'IMG gallery thumbnail', status: shown > 0 ? 200 : 0, body: uploaded.data?.thumbUrl ?? '' });
      await call('DELETE', `/api/gallery/${uploaded.data!._id}`);
      return done;
    },
    { api: new URL(baseURL!).origin, token: adminToken() },
  );

  const failed = steps.filter((s) => s.status < 200 || s.status >= 300);
  expect(failed, JSON.stringify(failed, null, 1)).toEqual([]);
  // Every method the API uses went through a preflight from this origin.
  const methods = new Set(steps.map((s) => s.step.split(' ')[0]));
  expect([...methods].sort()).toEqual(['DELETE', 'IMG', 'PATCH', 'POST', 'PUT']);
  expect(steps.length).toBeGreaterThanOrEqual(30);
});

test('the gallery list on that origin gets absolute image addresses it can load', async ({ page, baseURL }) => {
  await page.goto(`${otherOrigin}/`);
  const result = await page.evaluate(async (api) => {
    const list = (await (await fetch(`${api}/api/gallery`, { mode: 'cors' })).json()) as { data: Array<{ url: string; thumbUrl: string }> };
    const first = list.data[0]!;
    const width = await new Promise<number>((resolve) => {
      const img = new Image();
      img.onload = () => resolve(img.naturalWidth);
      img.onerror = () => resolve(-1);
      img.src = first.thumbUrl;
    });
    return { url: first.thumbUrl, width };
  }, new URL(baseURL!).origin);
  expect(result.url.startsWith(`${new URL(baseURL!).origin}/api/gallery/files/`), result.url).toBe(true);
  expect(result.width, result.url).toBeGreaterThan(0);
});
