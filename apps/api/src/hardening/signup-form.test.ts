/**
 * The sign-up form as the real app serves it (issue 33): a parent's photo goes through the
 * gallery's encoder (the GPS position and the camera owner's name are gone from what is
 * stored), and a child's consent decides what a visitor sees once the league approves: the
 * consented child by name, with the photo; the unconsented one nowhere by name, nor their photo.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await openHardened({ seed: false });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
}, 120_000);
afterAll(() => h?.close());

/** A phone photo with EXIF: a GPS position and the owner's name. */
const phonePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f7d3a' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Lakshmi Iyer', Artist: 'Lakshmi Iyer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 2/1' },
    })
    .toBuffer();

async function signUp(fields: Record<string, string>, photo?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (photo) form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_2031.jpg');
  const request = new Request('http://league.test/register', { method: 'POST', body: form });
  return h.app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: uniqueAddress(),
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const CHILD = { dateOfBirth: '14/05/2014', guardianName: 'Lakshmi Iyer', guardianPhone: '9845022222', consentPhotos: 'on' };

describe('the sign-up form in the real app', () => {
  it('serves /register at the site’s address, as a page', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/register', remoteAddress: uniqueAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="photo"');
    // Register Now leads to it while no external form is set.
    const config = (await h.app.inject({ method: 'GET', url: '/api/config' })).json() as { registrationFormUrl: string | null };
    expect(config.registrationFormUrl).toBe('/register');
  });

  it('stores the photo without its metadata, and shows a child as the consent says once approved', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const meera = await signUp({ ...CHILD, fullName: 'Meera Consented', phone: '9845011111', consentPublish: 'on' }, original);
    expect(meera.statusCode).toBe(201);
    const kabir = await signUp({ ...CHILD, fullName: 'Kabir Unconsented', phone: '9845011112', consentPhotos: '' }, original);
    expect(kabir.statusCode).toBe(201);

    const signups = (await h.app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json().data as Array<{ id: string; fullName: string }>;
    const ids = signups.filter((s) => s.fullName.endsWith('onsented')).map((s) => s.id);
    expect(ids).toHaveLength(2);
    const approved = await h.app.inject({ method: 'POST', url: '/api/registrations/bulk-approve', headers: admin, payload: { ids } });
    expect(approved.statusCode).toBe(200);

    const players = await h.app.inject({ method: 'GET', url: '/api/players?limit=100', remoteAddress: uniqueAddress() });
    expect(players.statusCode).toBe(200);
    expect(players.body).toContain('Meera Consented');
    expect(players.body).not.toContain('Kabir Unconsented');
    const shown = (players.json().data as Array<{ name: string; photoUrl: string | null }>).find((p) => p.name === 'Meera Consented')!;
    expect(shown.photoUrl).toMatch(/\/api\/gallery\/files\/[0-9a-f-]{36}\.(jpg|webp|png)$/);

    const file = await h.app.inject({ method: 'GET', url: new URL(shown.photoUrl!, 'http://league.test').pathname });
    expect(file.statusCode).toBe(200);
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Lakshmi Iyer'))).toBe(false);
    expect(stored.width).toBe(640);
  });

  it('keeps one photo per sign-up: a resubmission’s new photo replaces the old one in storage too', async () => {
    const fields = { fullName: 'Ravi Twice', phone: '9845011150', dateOfBirth: '1990-02-01' };
    const photoOf = async () => {
      const signups = (await h.app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json().data as Array<{
        fullName: string;
        photoUrl: string | null;
      }>;
      return new URL(signups.find((s) => s.fullName === 'Ravi Twice')!.photoUrl!, 'http://league.test').pathname;
    };
    expect((await signUp(fields, await phonePhoto())).statusCode).toBe(201);
    const first = await photoOf();
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);

    const second = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7d2f3a' } })
      .jpeg()
      .toBuffer();
    expect((await signUp(fields, second)).statusCode).toBe(200);
    const now = await photoOf();
    expect(now).not.toBe(first);
    expect((await h.app.inject({ method: 'GET', url: now })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    // Sent again without a photo, the one on record stays.
    expect((await signUp(fields)).statusCode).toBe(200);
    expect(await photoOf()).toBe(now);
    expect((await h.app.inject({ method: 'GET', url: now })).statusCode).toBe(200);
  });

  it('the assistant tells a parent the form is open, with its address and the fee Settings give, in their language', async () => {
    const settings = (await h.app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json().data;
    const ask = async (content: string) =>
      (await h.app.inject({ method: 'POST', url: '/api/ai/chat', remoteAddress: uniqueAddress(), payload: { messages: [{ role: 'user', content }] } })).json()
        .reply as string;
    try {
      const put = await h.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { ...settings, registrationFormUrl: null, registrationFeePaise: 75_000, signup: { ...settings.signup, closesOn: null } },
      });
      expect(put.statusCode).toBe(200);
      for (const question of ['How do I register?', 'registration khula hai kya?', 'पंजीकरण कैसे करें?']) {
        const reply = await ask(question);
        expect(reply).toContain('/register');
        expect(reply).toContain('750');
        expect(reply).not.toContain('not open');
      }
    } finally {
      await h.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: settings });
    }
  });

  it("closes on the day after the closing day Settings gives, in the league's time zone, and Register Now leaves it", async () => {
    const settings = (await h.app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json().data;
    const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offset * 86_400_000));
    const put = (closesOn: string) =>
      h.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: { ...settings, signup: { ...settings.signup, closesOn } } });
    try {
      expect((await put(day(0))).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/register', remoteAddress: uniqueAddress() })).statusCode).toBe(200);
      expect((await put(day(-1))).statusCode).toBe(200);
      const page = await h.app.inject({ method: 'GET', url: '/register', remoteAddress: uniqueAddress() });
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('Sign-ups closed on');
      const refused = await signUp({ fullName: 'Late Comer', phone: '9845011199', dateOfBirth: '1990-01-01' });
      expect(refused.statusCode).toBe(403);
      expect((await h.app.inject({ method: 'GET', url: '/api/config' })).json().registrationFormUrl).toBeNull();
    } finally {
      await h.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: settings });
    }
  });
});
