import { describe, expect, it } from 'vitest';
import { scheduleTestApp } from './test-harness';

const h = scheduleTestApp();

const links = async () => (await h.app.inject({ method: 'GET', url: '/api/global-links' })).json();

describe('/api/global-links', () => {
  it('answers nulls before anything is set, in both shapes', async () => {
    expect(await links()).toEqual({
      success: true,
      data: { pressConferenceLink: null, auctionLink: null },
      pressConferenceLink: null,
      auctionLink: null,
    });
  });

  it('updates and deletes each link independently; reads see every write', async () => {
    const press = await h.app.inject({
      method: 'PATCH',
      url: '/api/global-links/press',
      headers: h.admin,
      payload: { pressConferenceLink: ' https://meet.example.org/press ' },
    });
    expect(press.statusCode).toBe(200);
    expect(press.json()).toMatchObject({ success: true, pressConferenceLink: 'https://meet.example.org/press' });
    expect(await links()).toMatchObject({ data: { pressConferenceLink: 'https://meet.example.org/press', auctionLink: null } });

    await h.app.inject({ method: 'PATCH', url: '/api/global-links/auction', headers: h.admin, payload: { auctionLink: 'http://auction.example.org/live' } });
    expect(await links()).toMatchObject({
      pressConferenceLink: 'https://meet.example.org/press',
      auctionLink: 'http://auction.example.org/live',
    });

    const deleted = await h.app.inject({ method: 'DELETE', url: '/api/global-links/press', headers: h.admin });
    expect(deleted.statusCode).toBe(200);
    expect(await links()).toMatchObject({ data: { pressConferenceLink: null, auctionLink: 'http://auction.example.org/live' } });

    await h.app.inject({ method: 'DELETE', url: '/api/global-links/auction', headers: h.admin });
    expect(await links()).toMatchObject({ pressConferenceLink: null, auctionLink: null });
    // One row holds both links, however many writes.
    expect(await h.testDb.query('select id from global_links')).toHaveLength(1);
  });

  it('refuses javascript:, data:, relative and blank links and keeps the old one', async () => {
    await h.app.inject({ method: 'PATCH', url: '/api/global-links/press', headers: h.admin, payload: { pressConferenceLink: 'https://ok.example.org' } });
    for (const bad of [
      'javascript:alert(document.cookie)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '/press',
      '//evil.example.org',
      'ftp://files.example.org',
      '',
      42,
    ]) {
      const press = await h.app.inject({ method: 'PATCH', url: '/api/global-links/press', headers: h.admin, payload: { pressConferenceLink: bad } });
      expect(press.statusCode, String(bad)).toBe(400);
      expect(press.json()).toMatchObject({ success: false });
      const auction = await h.app.inject({ method: 'PATCH', url: '/api/global-links/auction', headers: h.admin, payload: { auctionLink: bad } });
      expect(auction.statusCode, String(bad)).toBe(400);
    }
    expect(await links()).toMatchObject({ pressConferenceLink: 'https://ok.example.org', auctionLink: null });
  });
});
