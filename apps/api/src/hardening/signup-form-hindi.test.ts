/**
 * The sign-up form in Hindi (issue 32): /hi/register is the same form, written in the page's
 * language with the built site's catalogs, and a refusal the server writes (a contract's
 * check) is said in Hindi too; /register stays English. The catalogs here are a built site's
 * (`/locales/hi/*.json`, keyed by the English as scripts/locales.mjs compiles the server's
 * words), cut to the words this test reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from './harness';

/** The contract's message for a phone that is not one (registrations' signup-contract.ts). */
const BAD_PHONE = 'Enter a 10-digit mobile number';

const HINDI = {
  'Full name': ['पूरा नाम'],
  'Sign up for {0}': [['0'], ' के लिए पंजीकरण'],
  'Send sign-up': ['पंजीकरण भेजें'],
  [BAD_PHONE]: ['10 अंकों का मोबाइल नंबर लिखें'],
};

let h: Hardened;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-web-'));
  fs.writeFileSync(path.join(webDir, '__spa-fallback.html'), '<!doctype html><html><body></body></html>');
  fs.mkdirSync(path.join(webDir, 'locales', 'hi'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'locales', 'hi', 'registrations.json'), JSON.stringify(HINDI));
  h = await openHardened({ seed: false, env: { WEB_DIST: webDir } });
}, 120_000);
afterAll(async () => {
  await h?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const post = (url: string, fields: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the sign-up form in Hindi', () => {
  it('is served at /hi/register in Hindi, posting to itself and leading back to the Hindi site', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/hi/register', remoteAddress: uniqueAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toMatch(/<h1>.+ के लिए पंजीकरण<\/h1>/);
    expect(page.body).toContain('<label for="fullName">पूरा नाम</label>');
    expect(page.body).toContain('action="/hi/register"');
    expect(page.body).toContain('<button type="submit">पंजीकरण भेजें</button>');
    expect(page.body).not.toContain('Full name');
    // A word the catalogs do not hold stays English rather than vanish.
    expect(page.body).toContain('Mobile number');
  });

  it("says the server's refusal in Hindi, and keeps what was typed", async () => {
    const refused = await post('/hi/register', { fullName: 'Asha Rao', phone: '12', dateOfBirth: '14/05/2000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="hi">');
    expect(refused.body).toContain('10 अंकों का मोबाइल नंबर लिखें');
    expect(refused.body).not.toContain(BAD_PHONE);
    expect(refused.body).toContain('value="Asha Rao"');
  });

  it('stays English at /register', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/register', remoteAddress: uniqueAddress() });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="fullName">Full name</label>');
    expect(page.body).toContain('action="/register"');
    const refused = await post('/register', { fullName: 'Asha Rao', phone: '12', dateOfBirth: '14/05/2000' });
    expect(refused.body).toContain(BAD_PHONE);
  });
});
