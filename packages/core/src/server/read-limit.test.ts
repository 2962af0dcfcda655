/**
 * Issue 18: reads that reach the router (an uncached calendar feed, a single record) are
 * rate-limited per client, apart from writes, so one client cannot slow everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreApp, type CoreApp } from './app';

let app: CoreApp;

beforeAll(async () => {
  app = createCoreApp({ jwtSecret: 'x'.repeat(40), rateLimitMax: 3, readRateLimitMax: 5 });
  await app.register(async (api) => {
    api.get('/api/matches.ics', async (_request, reply) => reply.type('text/calendar').send('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
    api.post('/api/things', async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('read limit (issue 18)', () => {
  it('limits one address’s uncached reads, and not another’s; writes are counted apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await app.inject({ url: '/api/matches.ics', remoteAddress: '10.7.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await app.inject({ url: '/api/matches.ics', remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
    // The reads did not use up this address's writes.
    expect((await app.inject({ method: 'POST', url: '/api/things', payload: {}, remoteAddress: '10.7.0.1' })).statusCode).toBe(200);
  });
});
