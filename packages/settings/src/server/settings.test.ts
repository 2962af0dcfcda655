/**
 * Settings through HTTP: defaults from the environment (never the demo's words in a real
 * league), an admin's PUT read back by the public GET /api/config, validation messages,
 * a section rename followed by teams, and the access matrix.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import { defaultSettings } from './repo';
import { followSectionRename } from './rename';
import { dayAfterStarts, settingsPlugin, SETTINGS_CACHE_TAG } from './plugin';
import * as schema from './schema';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb(schema);
  await tdb.query('create table if not exists teams (id serial primary key, name text not null, section text not null)');
  admin = bearer(await mintToken());
});
afterAll(() => tdb.close());
beforeEach(async () => {
  await tdb.reset();
  await tdb.query('delete from teams');
});

const deployment = { googleClientId: null, timeZone: 'Asia/Kolkata', passwordLogin: false };
function build(demo: boolean, env = { leagueName: 'GICPL Cricket League', leagueShortName: 'GICPL' }) {
  return createTestApp({
    plugins: [
      [
        settingsPlugin,
        { db: tdb.db, cache: new ResponseCache(), demo, deployment, defaults: defaultSettings(env, demo), onSectionRename: followSectionRename },
      ],
    ],
  });
}

const valid = {
  leagueName: 'Riverside Cricket League',
  leagueShortName: 'RCL',
  tagline: 'Sunday cricket by the river since 2019.',
  sections: [
    { id: 'a', name: 'Open' },
    { id: 'b', name: 'Under-16' },
  ],
  contactEmail: 'hello@riverside.example',
  contactPhone: '+91 98400 00000',
  social: { instagram: 'https://instagram.com/rcl', youtube: '', facebook: null },
  registrationFormUrl: 'https://forms.example.org/rcl',
  registrationFeePaise: 50000,
  upi: { upiId: 'riverside.cricket@okaxis', payeeName: 'Riverside CC' },
  story: {
    intro: 'How we began.',
    history: [{ when: '2019', title: 'First match', text: 'Two teams, one ball.' }],
    quotes: [],
    people: [{ group: 'Founders', name: 'Asha', role: 'Captain' }],
    vision: 'Cricket for all.',
  },
};

describe('GET /api/config', () => {
  it('in a real league carries none of the demo words, even when the env still holds them', async () => {
    const app = await build(false);
    const body = (await app.inject('/api/config')).json();
    expect(JSON.stringify(body)).not.toMatch(/GICPL/i);
    expect(body).toMatchObject({
      leagueName: 'Community Cricket League',
      leagueShortName: 'Community',
      sections: [],
      demo: false,
      tagline: '',
      story: { history: [], quotes: [], people: [] },
    });
    await app.close();
  });

  it('in the demo league has the demo sections and story', async () => {
    const app = await build(true);
    const body = (await app.inject('/api/config')).json();
    expect(body).toMatchObject({ leagueName: 'GICPL Cricket League', sections: ['GICPL-OG', 'GICPL-H'], demo: true });
    expect(body.story.history.length).toBeGreaterThan(3);
    await app.close();
  });
});

describe('PUT /api/settings', () => {
  it('saves what GET /api/config then answers, retired sections left out of the public list', async () => {
    const app = await build(false);
    const before = await app.inject('/api/config');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...valid, sections: [...valid.sections, { id: 'c', name: 'Veterans', retired: true }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.social).toEqual({ instagram: 'https://instagram.com/rcl', youtube: null, facebook: null });
    const config = (await app.inject('/api/config')).json();
    expect(config).toMatchObject({
      leagueName: 'Riverside Cricket League',
      leagueShortName: 'RCL',
      sections: ['Open', 'Under-16'],
      registrationFeePaise: 50000,
      contactEmail: 'hello@riverside.example',
    });
    expect(config.story.people).toEqual([{ group: 'Founders', name: 'Asha', role: 'Captain' }]);
    expect((await app.inject('/api/config')).headers.etag).not.toBe(before.headers.etag);
    const read = (await app.inject({ url: '/api/settings', headers: admin })).json();
    expect(read.data.sections).toHaveLength(3);
    // The UPI payee is the treasurer's, never public.
    expect(read.data.upi).toEqual({ upiId: 'riverside.cricket@okaxis', payeeName: 'Riverside CC' });
    expect(JSON.stringify(config)).not.toContain('riverside.cricket@okaxis');
    expect(read.updatedBy).toBeTruthy();
    await app.close();
  });

  it.each([
    [{ leagueName: ' ' }, 'League name is required'],
    [{ registrationFeePaise: -1 }, 'Fee cannot be negative'],
    [{ registrationFeePaise: 10.5 }, 'Fee must be whole paise'],
    [{ contactEmail: 'nope' }, 'Contact email must be an email address'],
    [{ upi: { upiId: 'not a upi id', payeeName: '' } }, 'UPI ID must look like name@bank'],
    [{ upi: { upiId: 'league@okaxis?am=1', payeeName: '' } }, 'UPI ID must look like name@bank'],
    [{ signup: { fields: [], closesOn: '31/12/2026' } }, 'Closing date must be a date'],
    [{ social: { instagram: 'javascript:alert(1)' } }, 'Instagram must be an http(s) link'],
    [
      {
        sections: [
          { id: 'a', name: 'Open' },
          { id: 'b', name: 'open' },
        ],
      },
      'Section names must differ',
    ],
  ])('refuses %j with "%s"', async (change, message) => {
    const app = await build(false);
    const res = await app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    await app.close();
  });

  it("sends Register Now to the league's own form while it is open, and to an external form whenever one is set", async () => {
    const app = await build(false);
    const put = (change: object) => app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: { ...valid, ...change } });
    const formUrl = async () => (await app.inject('/api/config')).json().registrationFormUrl as string | null;
    const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offset * 86_400_000));
    expect((await put({ registrationFormUrl: null, signup: { fields: ['email'], closesOn: day(0) } })).statusCode).toBe(200);
    expect(await formUrl()).toBe('/register');
    const read = (await app.inject({ url: '/api/settings', headers: admin })).json();
    expect(read.data.signup).toEqual({ fields: ['email'], closesOn: day(0) });
    await put({ registrationFormUrl: null, signup: { fields: [], closesOn: day(-1) } });
    expect(await formUrl()).toBeNull();
    await put({ registrationFormUrl: 'https://forms.example.org/rcl', signup: { fields: [], closesOn: day(-1) } });
    expect(await formUrl()).toBe('https://forms.example.org/rcl');
    await app.close();
  });

  it('keeps the public config no later than the sign-up form’s closing day: Register Now changes at midnight in the league’s time zone', async () => {
    const app = await build(false);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...valid, registrationFormUrl: null, signup: { fields: [], closesOn: '2026-12-14' } },
    });
    expect(put.statusCode).toBe(200);
    const formUrl = async () => (await app.inject('/api/config')).json().registrationFormUrl as string | null;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:59 on 14 December in India; the form closes on the 14th.
      vi.setSystemTime(new Date('2026-12-14T18:29:00Z'));
      expect(await formUrl()).toBe('/register');
      expect(await formUrl()).toBe('/register');
      vi.setSystemTime(new Date('2026-12-14T18:31:00Z'));
      expect(await formUrl()).toBeNull();
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the day after in the league’s time zone', () => {
    expect(new Date(dayAfterStarts('2026-12-14', 'Asia/Kolkata')).toISOString()).toBe('2026-12-14T18:30:00.000Z');
    // London's clocks go back on 25 October 2026: that day has 25 hours.
    expect(new Date(dayAfterStarts('2026-10-24', 'Europe/London')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(new Date(dayAfterStarts('2026-10-25', 'Europe/London')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('renames a section and its teams follow', async () => {
    const app = await build(false);
    await app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: valid });
    await tdb.query("insert into teams (name, section) values ('Kings', 'Open'), ('Cubs', 'Under-16')");
    const renamed = { ...valid, sections: [{ id: 'a', name: 'Seniors' }, valid.sections[1]] };
    expect((await app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: renamed })).statusCode).toBe(200);
    expect(await tdb.query('select name, section from teams order by name')).toEqual([
      { name: 'Cubs', section: 'Under-16' },
      { name: 'Kings', section: 'Seniors' },
    ]);
    await app.close();
  });

  it("drops its cached config and the other packages' tags it is given on every save", async () => {
    const cache = new ResponseCache();
    const dropped: string[] = [];
    cache.onInvalidate((tag) => dropped.push(tag));
    const app = await createTestApp({
      plugins: [
        [
          settingsPlugin,
          {
            db: tdb.db,
            cache,
            demo: false,
            deployment,
            defaults: defaultSettings({ leagueName: 'L', leagueShortName: 'L' }, false),
            alsoInvalidate: ['other-a', 'other-b'],
          },
        ],
      ],
    });
    expect((await app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: valid })).statusCode).toBe(200);
    expect(dropped).toEqual([SETTINGS_CACHE_TAG, 'other-a', 'other-b']);
    await app.close();
  });

  it('is for admins only, decided before the body is read', async () => {
    const app = await build(false);
    await expectAccessMatrix(
      app,
      [
        { method: 'GET', url: '/api/settings' },
        { method: 'PUT', url: '/api/settings', payload: valid },
      ],
      () => tdb.query('select * from league_settings'),
    );
    await app.close();
  });
});
