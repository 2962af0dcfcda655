/**
 * Sync from a file or the demo sheet, through HTTP against a real database: parsing
 * (aliases, quotes, BOM, CRLF, bad timestamps), de-duplication and the list answer.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { buildApp, csvFile, SMALL_CSV } from './testkit';
import { seedRegistrationsDemo } from './demo';
import type { Registration } from '../contract';

let tdb: TestDb;
let admin: Record<string, string>;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  admin = bearer(await mintToken());
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

async function syncFile(text: string | Buffer) {
  const app = await buildApp(tdb, { file: csvFile(text) });
  try {
    const sync = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    const list = await app.inject({ method: 'GET', url: '/api/registrations', headers: admin });
    return { sync, body: sync.json(), rows: list.json().data as Registration[], list: list.json() };
  } finally {
    await app.close();
  }
}

describe('POST /api/registrations/sync from a file', () => {
  it('maps the alias headers a Google Form export produces', async () => {
    const csv =
      'Time-stamp,E-mail,Name,Playing Role,Mobile Number,Gmail,Jersey Size\n01/11/2026 09:15:00,ravi@school.in,Ravi Kumar,WK,+91 98450 11111,ravi.k@gmail.com,L\n';
    const { body, rows } = await syncFile(csv);
    expect(body).toMatchObject({ success: true, added: 1, total: 1 });
    expect(rows[0]).toMatchObject({
      emailAddress: 'ravi@school.in',
      fullName: 'Ravi Kumar',
      role: 'WK',
      // Folded to the person's key: +91, spaces and dashes gone.
      phNo: '9845011111',
      gmailId: 'ravi.k@gmail.com',
    });
    const other = await syncFile('TIMESTAMP,Email Address,Full Name,Role,Ph. No.,Gmail ID\n02/11/2026 10:00:00,a@b.in,Anil,Bowler,9000000001,\n');
    expect(other.rows.find((r) => r.fullName === 'Anil')).toMatchObject({ phNo: '9000000001', role: 'Bowler', gmailId: '' });
  });

  it('reads quoted fields holding commas, quotes and newlines', async () => {
    const csv = [
      'Timestamp,Email Address,Full Name,Role,Ph No,Gmail ID,Playing Experience',
      '03/11/2026 18:00:00,rohan@gmail.com,"Sharma, Rohan",All-rounder,9876543210,rohan@gmail.com,"Captain, 2 seasons',
      'Opening ""batter"""',
      '03/11/2026 18:05:00,meera@gmail.com,"Meera',
      'Iyer",Bowler,9876500000,,',
    ].join('\n');
    const { body, rows } = await syncFile(csv);
    expect(body.added).toBe(2);
    expect(rows.map((r) => r.fullName).sort()).toEqual(['Meera Iyer', 'Sharma, Rohan']);
    expect(rows.find((r) => r.fullName === 'Meera Iyer')?.role).toBe('Bowler');
  });

  it('handles a byte-order mark and CRLF line ends', async () => {
    const csv =
      '\uFEFFTimestamp,Email Address,Full Name,Role,Ph No,Gmail ID\r\n04/11/2026 07:30:00,kiran@gmail.com,Kiran Rao,Batsman,9811111111,kiran@gmail.com\r\n\r\n';
    const { body, rows } = await syncFile(Buffer.from(csv, 'utf8'));
    expect(body.added).toBe(1);
    expect(rows[0]).toMatchObject({ fullName: 'Kiran Rao', gmailId: 'kiran@gmail.com' });
    expect(JSON.stringify(rows)).not.toMatch(/\\r|\uFEFF/);
  });

  it('reads wall-clock times in the league zone and drops unparsable timestamps', async () => {
    const csv = [
      'Timestamp,Email Address,Full Name,Role,Ph No,Gmail ID',
      '28/10/2026 14:32:10,a@x.in,Good One,Batsman,1,',
      'not a date,b@x.in,Bad Text,Batsman,2,',
      ',c@x.in,No Time,Batsman,3,',
      '31/02/2026 10:00:00,d@x.in,Feb Thirty-one,Batsman,4,',
      '10/10/2026 25:00:00,e@x.in,Hour 25,Batsman,5,',
      '2026-10-29T08:00:00Z,f@x.in,Iso Time,Bowler,6,',
    ].join('\n');
    const { body, rows } = await syncFile(csv);
    expect(body).toMatchObject({ added: 2, total: 2 });
    expect(rows.find((r) => r.fullName === 'Good One')?.timestamp).toBe('2026-10-28T09:02:10.000Z');
    expect(rows.find((r) => r.fullName === 'Iso Time')?.timestamp).toBe('2026-10-29T08:00:00.000Z');
  });

  it('reads a US (month-first) sheet when its dates prove it', async () => {
    const { rows } = await syncFile('Timestamp,Full Name,Phone\n10/28/2026 9:05:00 PM,Late Entry,9000000011\n11/02/2026 08:00:00,Early Entry,9000000012\n');
    expect(rows.find((r) => r.fullName === 'Late Entry')?.timestamp).toBe('2026-10-28T15:35:00.000Z');
    expect(rows.find((r) => r.fullName === 'Early Entry')?.timestamp).toBe('2026-11-02T02:30:00.000Z');
  });

  it('adds nothing twice across syncs, and only the new rows later', async () => {
    const csv = `${SMALL_CSV}29/10/2026 10:00:00,vik@gmail.com,Vikram Das,Batsman,9000000002,\n29/10/2026 10:00:00,vik@gmail.com,Vikram Das,Batsman,9000000002,\n`;
    const file = csvFile(csv);
    const app = await buildApp(tdb, { file });
    const sync = () => app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin }).then((r) => r.json());
    const first = await sync();
    expect(first).toMatchObject({ success: true, added: 2, total: 2 });
    const second = await sync();
    expect(second).toMatchObject({ added: 0, total: 2 });
    expect(Date.parse(second.lastSyncAt)).toBeGreaterThanOrEqual(Date.parse(first.lastSyncAt));
    // The same sheet later holds one more sign-up.
    fs.appendFileSync(file, '30/10/2026 11:00:00,new@gmail.com,New Player,Bowler,9000000003,\n');
    expect(await sync()).toMatchObject({ added: 1, total: 3 });
    expect(await tdb.query('select count(*)::int as n from registrations')).toEqual([{ n: 3 }]);
    await app.close();
  });

  it('takes a sheet without a Timestamp column, and answers a missing file with a message', async () => {
    const { sync, rows } = await syncFile('Name,Email\nAsha,a@b.in\n');
    expect(sync.statusCode).toBe(200);
    expect(rows).toMatchObject([{ fullName: 'Asha', emailAddress: 'a@b.in' }]);
    const app = await buildApp(tdb, { file: '/nonexistent/registrations.csv' });
    const res = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    expect(res.json()).toEqual({ success: false, message: 'The registrations file could not be read' });
    expect(res.body).not.toContain('/nonexistent');
    await app.close();
  });
});

describe('the shipped demo sheet', () => {
  it('is imported in the demo league when nothing is configured, newest row within the last day', async () => {
    const app = await buildApp(tdb, {}, { demo: true });
    const sync = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().added).toBeGreaterThanOrEqual(140);
    const again = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    expect(again.json().added).toBe(0);
    const list = (await app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json();
    expect(list.total).toBe(sync.json().total);
    const newest = Date.parse(list.data[0].timestamp);
    expect(Date.now() - newest).toBeLessThan(86_400_000);
    expect(Date.now() - newest).toBeGreaterThanOrEqual(0);
    expect(list.data.some((r: Registration) => r.fullName.includes(','))).toBe(true);
    await app.close();
  });
});

describe('seedRegistrationsDemo', () => {
  it('fills an empty database relative to ctx.now, and a later demo sync adds nothing twice', async () => {
    const now = new Date('2027-03-15T06:00:00.000Z');
    await seedRegistrationsDemo({ db: tdb.db, now, log: { info: () => {}, warn: () => {} } });
    const app = await buildApp(tdb, {}, { demo: true });
    const list = (await app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json();
    expect(list.total).toBeGreaterThanOrEqual(140);
    expect(list.lastSyncAt).toBe(now.toISOString());
    const newest = Date.parse(list.data[0].timestamp);
    const oldest = Date.parse(list.data.at(-1).timestamp);
    expect(now.getTime() - newest).toBeLessThan(86_400_000);
    expect((now.getTime() - oldest) / 86_400_000).toBeGreaterThan(60);
    expect((now.getTime() - oldest) / 86_400_000).toBeLessThan(95);
    const sync = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    expect(sync.json()).toMatchObject({ added: 0, total: list.total });
    await app.close();
  });
});

describe('GET /api/registrations', () => {
  it('lists newest first with the last sync time, never cached publicly', async () => {
    const app = await buildApp(tdb, { file: csvFile(`${SMALL_CSV}30/10/2026 12:00:00,b@b.in,Bala,Batsman,9,\n`) });
    const empty = await app.inject({ method: 'GET', url: '/api/registrations', headers: admin });
    expect(empty.json()).toEqual({ success: true, data: [], total: 0, lastSyncAt: null });
    await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    const res = await app.inject({ method: 'GET', url: '/api/registrations', headers: admin });
    expect(res.headers['cache-control']).toMatch(/^private, no-(cache|store)$/);
    const body = res.json();
    expect(body.data.map((r: Registration) => r.fullName)).toEqual(['Bala', 'Asha Rao']);
    expect(body.lastSyncAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await app.close();
  });
});
