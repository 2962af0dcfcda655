import { describe, expect, it } from 'vitest';
import { MAX_PAISE } from '@league/core/contract';
import { expectAccessMatrix } from '@league/core/testing';
import { contribution, counts, expense, financeSuite, tableSums } from './test-helpers';

const bed = financeSuite();
const { call } = bed;
const addContribution = async (over: Record<string, unknown> = {}) => (await call('POST', '/api/finance/contributions', contribution(over))).json().data;
const addExpense = async (over: Record<string, unknown> = {}) => (await call('POST', '/api/finance/expenses', expense(over))).json().data;

describe('summary', () => {
  it('is all zeros on an empty ledger', async () => {
    const res = await call('GET', '/api/finance/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { playerContributions: 0, sponsorContributions: 0, totalContributions: 0, totalExpenses: 0, balance: 0 },
    });
  });

  it('adds players and sponsors, subtracts expenses, and may go negative', async () => {
    await addContribution({ amountPaise: 150_000 });
    await addContribution({ contributorType: 'SPONSOR', contributorName: 'Kaveri Motors', amountPaise: 1_000_000 });
    await addExpense({ amountPaise: 1_500_050 });
    const data = (await call('GET', '/api/finance/summary')).json().data;
    expect(data).toEqual({
      playerContributions: 150_000,
      sponsorContributions: 1_000_000,
      totalContributions: 1_150_000,
      totalExpenses: 1_500_050,
      balance: -350_050,
    });
    expect(data).toEqual(await tableSums(bed.testDb));
  });
});

describe('contributions', () => {
  it('creates a row with an opaque pk, trims the name and stores a blank note as null', async () => {
    const res = await call(
      'POST',
      '/api/finance/contributions',
      contribution({ contributorName: '  Meera Bhat ', note: '   ', pk: 'mine', createdAt: '2001-01-01T00:00:00Z', extra: 1 }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ contributorType: 'PLAYER', contributorName: 'Meera Bhat', amountPaise: 150_000, note: null });
    expect(data.pk).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.createdAt).getFullYear()).toBeGreaterThan(2020);
    const list = (await call('GET', '/api/finance/contributions')).json();
    expect(list).toEqual({ success: true, data: [data], nextToken: null });
  });

  it.each([
    ['a missing name', { contributorName: undefined }, 'Name and amount are required'],
    ['a blank name', { contributorName: '   ' }, 'Name and amount are required'],
    ['an amount as text', { amountPaise: '100' }, 'Amount must be a number of paise'],
    ['an amount as boolean', { amountPaise: true }, 'Amount must be a number of paise'],
    ['a zero amount', { amountPaise: 0 }, 'Amount must be above 0'],
    ['a negative amount', { amountPaise: -500 }, 'Amount must be above 0'],
    ['fractional paise', { amountPaise: 10.5 }, 'Amount must be whole paise'],
    ['an amount over the cap', { amountPaise: MAX_PAISE + 1 }, 'Amount is too large'],
    ['an unknown type', { contributorType: 'COACH' }, 'Type must be PLAYER or SPONSOR'],
  ])('refuses %s with 400 and stores nothing', async (_name, over, message) => {
    const res = await call('POST', '/api/finance/contributions', contribution(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await counts(bed.testDb)).contributions).toBe('0');
  });

  it('accepts exactly the cap', async () => {
    expect((await call('POST', '/api/finance/contributions', contribution({ amountPaise: MAX_PAISE }))).statusCode).toBe(201);
  });

  it('updates only amount and note; the name and type stay', async () => {
    const row = await addContribution();
    const res = await call('PUT', `/api/finance/contributions/pk/${row.pk}`, {
      amountPaise: 99_900,
      note: 'Corrected',
      contributorName: 'Someone Else',
      contributorType: 'SPONSOR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      pk: row.pk,
      contributorName: 'Aarav Sharma',
      contributorType: 'PLAYER',
      amountPaise: 99_900,
      note: 'Corrected',
      createdAt: row.createdAt,
    });
    const cleared = await call('PUT', `/api/finance/contributions/pk/${row.pk}`, { amountPaise: 99_900, note: null });
    expect(cleared.json().data.note).toBeNull();
  });

  it('refuses a bad edit and answers 404 for unknown or malformed ids', async () => {
    const row = await addContribution();
    expect((await call('PUT', `/api/finance/contributions/pk/${row.pk}`, { amountPaise: 0, note: null })).json().message).toBe('Amount must be above 0');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const put = await call('PUT', `/api/finance/contributions/pk/${id}`, { amountPaise: 100, note: null });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ success: false, message: 'Contribution not found' });
      expect((await call('DELETE', `/api/finance/contributions/pk/${id}`)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/finance/summary')).json().data.totalContributions).toBe(150_000);
  });

  it('deletes once; a second delete is 404', async () => {
    const row = await addContribution();
    const res = await call('DELETE', `/api/finance/contributions/pk/${row.pk}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await call('DELETE', `/api/finance/contributions/pk/${row.pk}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/finance/contributions')).json().data).toEqual([]);
  });

  it('filters by type and by a case-insensitive part of the name, with % and _ taken literally', async () => {
    await addContribution({ contributorName: 'Aarav Sharma' });
    await addContribution({ contributorName: 'Kaveri Motors', contributorType: 'SPONSOR' });
    await addContribution({ contributorName: '100% Sports', contributorType: 'SPONSOR' });
    const names = async (query: string) =>
      (await call('GET', `/api/finance/contributions?${query}`))
        .json()
        .data.map((r: { contributorName: string }) => r.contributorName)
        .sort();
    expect(await names('type=SPONSOR')).toEqual(['100% Sports', 'Kaveri Motors']);
    expect(await names('type=ALL')).toHaveLength(3);
    expect(await names('name=SHARMA')).toEqual(['Aarav Sharma']);
    expect(await names('name=%25')).toEqual(['100% Sports']);
    expect(await names('name=_')).toEqual([]);
    expect(await names('type=PLAYER&name=motors')).toEqual([]);
    expect((await call('GET', '/api/finance/contributions?type=COACH')).statusCode).toBe(400);
  });
});

describe('keyset paging', () => {
  async function insertSameInstant(count: number) {
    // Rows sharing one created_at: only the id tie-break keeps pages apart.
    await bed.testDb.query(
      `insert into finance_contributions (contributor_type, contributor_name, amount_paise, created_at, updated_at)
       select 'PLAYER', 'Player ' || g, 100 * g, '2026-10-01T10:00:00.123Z', '2026-10-01T10:00:00.123Z' from generate_series(1, ${count}) g`,
    );
  }
  async function walk(url: string, limit: number) {
    const seen: Array<{ pk?: string; sk?: string; createdAt: string }> = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const res = await call('GET', `${url}?limit=${limit}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...body.data);
      token = body.nextToken;
      pages++;
    } while (token && pages < 100);
    return { seen, pages };
  }

  it('walks every row exactly once, newest first, across pages and timestamp ties', async () => {
    await insertSameInstant(23);
    for (let i = 0; i < 6; i++) await addContribution({ contributorName: `Fresh ${i}` });
    const { seen, pages } = await walk('/api/finance/contributions', 7);
    expect(pages).toBe(5);
    expect(new Set(seen.map((r) => r.pk)).size).toBe(29);
    const times = seen.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen.slice(0, 6).every((r) => (r as { contributorName?: string }).contributorName?.startsWith('Fresh'))).toBe(true);
  });

  it('uses 20 by default, caps at 200 and refuses a non-numeric or zero limit', async () => {
    await insertSameInstant(205);
    const first = (await call('GET', '/api/finance/contributions')).json();
    expect(first.data).toHaveLength(20);
    expect(first.nextToken).toEqual(expect.any(String));
    expect((await call('GET', '/api/finance/contributions?limit=5000')).json().data).toHaveLength(200);
    for (const bad of ['0', 'abc', '-1', '1.5', '20 ']) {
      expect((await call('GET', `/api/finance/contributions?limit=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(400);
    }
  });

  it('answers a tampered nextToken with 400', async () => {
    await insertSameInstant(3);
    const token = (await call('GET', '/api/finance/contributions?limit=1')).json().nextToken as string;
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad = [
      `${token.slice(0, -2)}xx`,
      'not-a-token',
      enc(['2026-10-01T10:00:00.123Z', '------------------------------------']),
      enc(['1', '00000000-0000-4000-8000-000000000000']),
      enc(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
      enc({ createdAt: '2026-10-01', id: 'x' }),
    ];
    for (const nextToken of bad) {
      for (const path of ['contributions', 'expenses', 'audit']) {
        const res = await call('GET', `/api/finance/${path}?nextToken=${encodeURIComponent(nextToken)}`);
        expect(res.statusCode, `${path} ${nextToken}`).toBe(400);
        expect(res.json().success).toBe(false);
      }
    }
  });

  it('pages expenses the same way and filters them by an inclusive date range', async () => {
    await bed.testDb.query(
      `insert into finance_expenses (item, category, amount_paise, created_at, updated_at)
       select 'Item ' || g, 'FOOD', 1000, timestamptz '2026-09-01T00:00:00Z' + (g || ' days')::interval, now() from generate_series(0, 29) g`,
    );
    const { seen } = await walk('/api/finance/expenses', 8);
    expect(new Set(seen.map((r) => r.sk)).size).toBe(30);
    const ranged = (await call('GET', '/api/finance/expenses?from=2026-09-05T00:00:00Z&to=2026-09-09T00:00:00%2B00:00&limit=50')).json().data;
    expect(ranged.map((r: { item: string }) => r.item)).toEqual(['Item 8', 'Item 7', 'Item 6', 'Item 5', 'Item 4']);
    expect((await call('GET', '/api/finance/expenses?from=yesterday')).statusCode).toBe(400);
    expect((await call('GET', '/api/finance/expenses?from=2026-09-05T00:00')).statusCode).toBe(400);
    expect((await call('GET', '/api/finance/expenses?to=0000-01-01T00:00:00Z')).statusCode).toBe(400);
  });
});

describe('expenses', () => {
  it('creates, edits every field (trimmed) and deletes', async () => {
    const row = await addExpense({ category: undefined, note: '' });
    expect(row).toMatchObject({ item: 'Match balls', category: null, note: null, amountPaise: 240_000 });
    const res = await call('PUT', `/api/finance/expenses/${row.sk}`, {
      item: '  Tennis balls ',
      category: 'MISCELLANEOUS',
      amountPaise: 50_050,
      note: 'Two boxes',
    });
    expect(res.json().data).toMatchObject({ sk: row.sk, item: 'Tennis balls', category: 'MISCELLANEOUS', amountPaise: 50_050, note: 'Two boxes' });
    expect((await call('DELETE', `/api/finance/expenses/${row.sk}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/finance/expenses/${row.sk}`)).json()).toEqual({ success: false, message: 'Expense not found' });
  });

  it.each([
    ['a blank item', { item: ' ' }, 'Item and amount are required'],
    ['an amount as text', { amountPaise: '2400' }, 'Amount must be a number of paise'],
    ['an unknown category', { category: 'PARTY' }, 'Category must be one of EQUIPMENT, GROUND_RENT, TRAVEL, FOOD, MISCELLANEOUS'],
  ])('refuses %s', async (_n, over, message) => {
    const res = await call('POST', '/api/finance/expenses', expense(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const row = await addExpense();
    const put = await call('PUT', `/api/finance/expenses/${row.sk}`, expense(over));
    expect(put.statusCode).toBe(400);
    expect((await call('GET', '/api/finance/expenses')).json().data[0]).toEqual(row);
  });
});

describe('CSV export', () => {
  it('exports contributions with formula-like cells made inert, honouring filters', async () => {
    await addContribution({ contributorName: '=HYPERLINK("http://evil")', note: '+91 98450', amountPaise: 123_456 });
    await addContribution({ contributorName: '@Sponsor', contributorType: 'SPONSOR', note: '-discount' });
    const res = await call('GET', '/api/finance/contributions.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="finance-contributions-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Created At,Type,Name,Amount (INR),Amount (paise),Note');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`SPONSOR,'@Sponsor,1500.00,150000,'-discount`);
    expect(lines[2]).toContain(`PLAYER,"'=HYPERLINK(""http://evil"")",1234.56,123456,'+91 98450`);
    const sponsors = (await call('GET', '/api/finance/contributions.csv?type=SPONSOR')).body.trim().split('\r\n');
    expect(sponsors).toHaveLength(2);
  });

  it('exports expenses with category and date filters', async () => {
    await addExpense({ item: '=1+1', category: 'FOOD' });
    const res = await call('GET', '/api/finance/expenses.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Created At,Item,Category,Amount (INR),Amount (paise),Note');
    expect(lines[1]).toMatch(/,'=1\+1,FOOD,2400\.00,240000,$/);
    expect((await call('GET', '/api/finance/expenses.csv?to=2000-01-01T00:00:00Z')).body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('access', () => {
  it('every route, reads included, gives exactly 401/403 to every bad token and changes nothing', async () => {
    const c1 = await addContribution();
    const e1 = await addExpense();
    const gone = await addContribution({ contributorName: 'To restore' });
    await call('DELETE', `/api/finance/contributions/pk/${gone.pk}`);
    const auditId = (await call('GET', '/api/finance/deleted')).json().data[0].auditId;
    await expectAccessMatrix(
      bed.app,
      [
        { method: 'GET', url: '/api/finance/summary' },
        { method: 'GET', url: '/api/finance/contributions' },
        { method: 'GET', url: '/api/finance/contributions.csv' },
        { method: 'GET', url: '/api/finance/expenses' },
        { method: 'GET', url: '/api/finance/expenses.csv' },
        { method: 'GET', url: '/api/finance/audit' },
        { method: 'GET', url: '/api/finance/deleted' },
        { method: 'POST', url: '/api/finance/contributions', payload: contribution(), adminStatus: 201 },
        { method: 'POST', url: '/api/finance/expenses', payload: expense(), adminStatus: 201 },
        { method: 'PUT', url: `/api/finance/contributions/pk/${c1.pk}`, payload: { amountPaise: 5, note: null } },
        { method: 'DELETE', url: `/api/finance/contributions/pk/${c1.pk}` },
        { method: 'PUT', url: `/api/finance/expenses/${e1.sk}`, payload: expense({ amountPaise: 7 }) },
        { method: 'DELETE', url: `/api/finance/expenses/${e1.sk}` },
        { method: 'POST', url: `/api/finance/audit/${auditId}/restore` },
      ],
      () => counts(bed.testDb),
    );
  });

  it('checks the token before validating, so a visitor learns nothing from a bad body', async () => {
    const res = await bed.app.inject({ method: 'POST', url: '/api/finance/contributions', payload: { amountPaise: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
