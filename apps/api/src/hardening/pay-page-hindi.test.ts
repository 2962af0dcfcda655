/**
 * The payer's page in Hindi, as apps/api assembles it (issue 32): app.ts hands the built
 * site's catalogs (WEB_DIST's `/locales/hi/*.json`) to the registrations' routes, so
 * /api/pay/{reference}?lang=hi, or the same address from a browser that prefers Hindi, is
 * written with them; the English page is as it was. The catalogs are compiled here from the
 * .po files as scripts/locales.mjs compiles them (packages/registrations
 * pay-page-hindi.test.ts reads every line of the page; this test, the wiring).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWords } from '../../../../scripts/locales.mjs';
import { openHardened, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let webDir: string;
let words: Record<string, unknown>;
let reference: string;

/** A compiled message without placeholders, as the page shows it. */
const hindi = (english: string) => {
  const compiled = words[english];
  expect(compiled, english).toBeDefined();
  return (compiled as string[]).join('');
};

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-web-'));
  fs.writeFileSync(path.join(webDir, '__spa-fallback.html'), '<!doctype html><html><body></body></html>');
  fs.mkdirSync(path.join(webDir, 'locales', 'hi'), { recursive: true });
  words = await serverWords('registrations', 'hi');
  fs.writeFileSync(path.join(webDir, 'locales', 'hi', 'registrations.json'), JSON.stringify(words));
  h = await openHardened({ seed: false, env: { WEB_DIST: webDir } });
  const headers = { authorization: `Bearer ${await h.adminToken()}` };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers, remoteAddress: uniqueAddress() });
  const settings = (await call('GET', '/api/settings')).json().data;
  const put = await call('PUT', '/api/settings', {
    ...settings,
    registrationFeePaise: 10_000_000,
    upi: { upiId: 'greenisle.cricket@okaxis', payeeName: 'Green Isle' },
  });
  expect(put.statusCode).toBe(200);
  expect((await call('POST', '/api/registrations/import', { csv: 'Name,Phone\nAsha,9845011111\n' })).statusCode).toBe(200);
  const ids = ((await call('GET', '/api/registrations')).json().data as Array<{ id: string }>).map((r) => r.id);
  expect((await call('POST', '/api/registrations/bulk-approve', { ids })).statusCode).toBe(200);
  reference = (await call('GET', '/api/dues')).json().rows[0].reference;
}, 120_000);
afterAll(async () => {
  await h?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string, language?: string) =>
  h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress(), headers: language ? { 'accept-language': language } : {} });

describe("the payer's page in Hindi, with the built site's catalogs", () => {
  it('is written in Hindi at ?lang=hi', async () => {
    const res = await page(`/api/pay/${reference}?lang=hi`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain(`<p class="amount">₹1,00,000</p>`);
    expect(res.body).toContain(`<label for="upiRef">${hindi('Paid already? The 12-digit UPI reference your app shows')}</label>`);
    expect(res.body).toContain(`<button type="submit">${hindi('Send the reference')}</button>`);
    expect(res.body).not.toContain('Send the reference');
  });

  it('is in Hindi for a browser that prefers it, and English otherwise', async () => {
    const hindiBrowser = await page(`/api/pay/${reference}`, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindiBrowser.body).toContain('<html lang="hi">');
    expect(hindiBrowser.headers.vary).toMatch(/accept-language/i);
    const english = await page(`/api/pay/${reference}`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<button type="submit">Send the reference</button>');
    expect(english.body).toContain(`<form method="post" action="/api/pay/${reference}">`);
  });
});
