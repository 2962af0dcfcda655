/**
 * "Nothing is ever lost": idempotent creates, one transaction per change with its audit
 * row, restore from the trail, and the summary equal to the row sums after any sequence.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, mintToken } from '@league/core/testing';
import { financePlugin } from './plugin';
import { contribution, counts, expense, financeSuite, tableSums } from './test-helpers';
import { seedFinanceDemo } from './demo';

const bed = financeSuite();
const { call } = bed;

describe('Idempotency-Key', () => {
  it('a retried create makes one row and answers the same', async () => {
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await call('POST', '/api/finance/contributions', contribution(), headers);
    const again = await call('POST', '/api/finance/contributions', contribution(), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await counts(bed.testDb)).toMatchObject({ contributions: '1', audit: '1', keys: '1' });
  });

  it('concurrent retries of one create make one row, one audit row and the same answer', async () => {
    for (const [url, body] of [
      ['/api/finance/contributions', contribution()],
      ['/api/finance/expenses', expense()],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', url, body, { 'idempotency-key': `burst-${url}` })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    }
    expect(await counts(bed.testDb)).toMatchObject({ contributions: '1', expenses: '1', audit: '2', keys: '2' });
  });

  it('the same key with a different body is refused; other keys and other admins are separate', async () => {
    await call('POST', '/api/finance/contributions', contribution(), { 'idempotency-key': 'k' });
    const changed = await call('POST', '/api/finance/contributions', contribution({ amountPaise: 1 }), { 'idempotency-key': 'k' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request');
    await call('POST', '/api/finance/expenses', expense(), { 'idempotency-key': 'k' });
    const other = bearer(await mintToken({ name: 'Second Treasurer' }));
    const res = await bed.app.inject({
      method: 'POST',
      url: '/api/finance/contributions',
      payload: contribution(),
      headers: { ...other, 'idempotency-key': 'k' },
    });
    expect(res.statusCode).toBe(201);
    expect(await counts(bed.testDb)).toMatchObject({ contributions: '2', expenses: '1' });
    const bad = await call('POST', '/api/finance/contributions', contribution(), { 'idempotency-key': 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
  });

  it('is honoured for a day: keys older than that are forgotten (at start and hourly)', async () => {
    const headers = { 'idempotency-key': 'yesterday' };
    const first = await call('POST', '/api/finance/contributions', contribution(), headers);
    await call('POST', '/api/finance/contributions', contribution(), { 'idempotency-key': 'today' });
    await bed.testDb.query(`update finance_idempotency set created_at = now() - interval '25 hours' where key = 'yesterday'`);
    // A server starting on this database sweeps old keys before it answers anything.
    const restarted = await createTestApp({ plugins: [[financePlugin, { db: bed.testDb.db, cache: new ResponseCache() }]] });
    try {
      const again = await restarted.inject({
        method: 'POST',
        url: '/api/finance/contributions',
        payload: contribution(),
        headers: { ...bed.admin, ...headers },
      });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(again.json().data.pk).not.toBe(first.json().data.pk);
      const kept = await restarted.inject({
        method: 'POST',
        url: '/api/finance/contributions',
        payload: contribution(),
        headers: { ...bed.admin, 'idempotency-key': 'today' },
      });
      expect(kept.headers['idempotent-replayed']).toBe('true');
    } finally {
      await restarted.close();
    }
    expect(await counts(bed.testDb)).toMatchObject({ contributions: '3', keys: '2' });
  });

  it('a create that fails validation does not burn its key', async () => {
    await call('POST', '/api/finance/contributions', contribution({ amountPaise: 0 }), { 'idempotency-key': 'fix-me' });
    const fixed = await call('POST', '/api/finance/contributions', contribution(), { 'idempotency-key': 'fix-me' });
    expect(fixed.statusCode).toBe(201);
  });
});

describe('audit trail', () => {
  it('records create, update and delete with before/after images and the admin', async () => {
    const row = (await call('POST', '/api/finance/contributions', contribution())).json().data;
    await call('PUT', `/api/finance/contributions/pk/${row.pk}`, { amountPaise: 200_000, note: 'Raised' });
    await call('DELETE', `/api/finance/contributions/pk/${row.pk}`);
    const trail = (await call('GET', `/api/finance/audit?entityId=${row.pk}`)).json().data;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    const [del, upd, cre] = trail;
    expect(cre).toMatchObject({
      entity: 'contribution',
      entityId: row.pk,
      before: null,
      after: { amountPaise: 150_000, contributorName: 'Aarav Sharma' },
      adminName: 'Treasurer Tara',
      adminEmail: 'tara@example.test',
    });
    expect(upd).toMatchObject({ before: { amountPaise: 150_000, note: 'Season fee' }, after: { amountPaise: 200_000, note: 'Raised' } });
    expect(del).toMatchObject({ before: { amountPaise: 200_000 }, after: null });
    expect(cre.adminSub).toEqual(expect.any(String));
  });

  it('a change whose audit row cannot be written is not made at all', async () => {
    const row = (await call('POST', '/api/finance/contributions', contribution())).json().data;
    await bed.testDb.query(`alter table finance_audit add constraint no_updates_today check (action <> 'update')`);
    try {
      const res = await call('PUT', `/api/finance/contributions/pk/${row.pk}`, { amountPaise: 1, note: null });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
    } finally {
      await bed.testDb.query('alter table finance_audit drop constraint no_updates_today');
    }
    expect((await call('GET', '/api/finance/contributions')).json().data[0].amountPaise).toBe(150_000);
    expect((await counts(bed.testDb)).audit).toBe('1');
  });
});

describe('restore', () => {
  it('lists deleted records and restores them with the same id and creation time', async () => {
    const c = (
      await call('POST', '/api/finance/contributions', contribution({ contributorName: 'Kaveri Motors', contributorType: 'SPONSOR', amountPaise: 1_000_000 }))
    ).json().data;
    const e = (await call('POST', '/api/finance/expenses', expense({ item: 'Lunch', category: 'FOOD', note: 'Final' }))).json().data;
    await call('DELETE', `/api/finance/contributions/pk/${c.pk}`);
    await call('DELETE', `/api/finance/expenses/${e.sk}`);
    expect((await call('GET', '/api/finance/summary')).json().data.balance).toBe(0);

    const deleted = (await call('GET', '/api/finance/deleted')).json().data;
    expect(deleted).toEqual([
      expect.objectContaining({ entity: 'expense', entityId: e.sk, label: 'Lunch (FOOD)', amountPaise: 240_000, deletedBy: 'Treasurer Tara' }),
      expect.objectContaining({ entity: 'contribution', entityId: c.pk, label: 'Kaveri Motors (SPONSOR)', amountPaise: 1_000_000 }),
    ]);

    const restored = await call('POST', `/api/finance/audit/${deleted[1].auditId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ entity: 'contribution', record: { ...c, updatedAt: expect.any(String) } });
    await call('POST', `/api/finance/audit/${deleted[0].auditId}/restore`);
    expect((await call('GET', '/api/finance/expenses')).json().data[0]).toMatchObject({ ...e, updatedAt: expect.any(String) });
    expect((await call('GET', '/api/finance/summary')).json().data.balance).toBe(1_000_000 - 240_000);
    expect((await call('GET', '/api/finance/deleted')).json().data).toEqual([]);
    const trail = (await call('GET', `/api/finance/audit?entityId=${c.pk}`)).json().data;
    expect(trail.map((t: { action: string }) => t.action)).toEqual(['restore', 'delete', 'create']);

    const twice = await call('POST', `/api/finance/audit/${deleted[1].auditId}/restore`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This record has already been restored');
    // Deleted again, it can come back again from the newer deletion.
    await call('DELETE', `/api/finance/contributions/pk/${c.pk}`);
    const again = (await call('GET', '/api/finance/deleted')).json().data[0];
    expect((await call('POST', `/api/finance/audit/${again.auditId}/restore`)).statusCode).toBe(200);
  });

  it('only deletions can be restored', async () => {
    const c = (await call('POST', '/api/finance/contributions', contribution())).json().data;
    const [create] = (await call('GET', `/api/finance/audit?entityId=${c.pk}`)).json().data;
    for (const id of [create.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('POST', `/api/finance/audit/${id}/restore`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Deleted record not found');
    }
  });
});

type Op =
  | { kind: 'contribution'; type: 'PLAYER' | 'SPONSOR'; amount: number }
  | { kind: 'expense'; amount: number }
  | { kind: 'edit'; pick: number; amount: number }
  | { kind: 'delete'; pick: number };

const amount = fc.integer({ min: 1, max: 1_000_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('contribution' as const), type: fc.constantFrom('PLAYER' as const, 'SPONSOR' as const), amount }),
  fc.record({ kind: fc.constant('expense' as const), amount }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), amount }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('summary = SQL sums (property)', () => {
  it('holds after any sequence of adds, edits and deletes, with one audit row per change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 14 }), async (ops) => {
        await bed.reset();
        const model = new Map<string, { kind: 'PLAYER' | 'SPONSOR' | 'EXPENSE'; amount: number }>();
        let changes = 0;
        for (const o of ops) {
          const ids = [...model.keys()];
          if (o.kind === 'contribution') {
            const data = (await call('POST', '/api/finance/contributions', contribution({ contributorType: o.type, amountPaise: o.amount }))).json().data;
            model.set(data.pk, { kind: o.type, amount: o.amount });
          } else if (o.kind === 'expense') {
            const data = (await call('POST', '/api/finance/expenses', expense({ amountPaise: o.amount }))).json().data;
            model.set(data.sk, { kind: 'EXPENSE', amount: o.amount });
          } else if (ids.length) {
            const id = ids[o.pick % ids.length]!;
            const row = model.get(id)!;
            const url = row.kind === 'EXPENSE' ? `/api/finance/expenses/${id}` : `/api/finance/contributions/pk/${id}`;
            if (o.kind === 'edit') {
              const res = await call('PUT', url, row.kind === 'EXPENSE' ? expense({ amountPaise: o.amount }) : { amountPaise: o.amount, note: null });
              expect(res.statusCode).toBe(200);
              row.amount = o.amount;
            } else {
              expect((await call('DELETE', url)).statusCode).toBe(200);
              model.delete(id);
            }
          } else continue;
          changes++;
        }
        const sum = (kind: string) => [...model.values()].filter((r) => r.kind === kind).reduce((a, r) => a + r.amount, 0);
        const player = sum('PLAYER');
        const sponsor = sum('SPONSOR');
        const spent = sum('EXPENSE');
        const expected = {
          playerContributions: player,
          sponsorContributions: sponsor,
          totalContributions: player + sponsor,
          totalExpenses: spent,
          balance: player + sponsor - spent,
        };
        const summary = (await call('GET', '/api/finance/summary')).json().data;
        expect(summary).toEqual(expected);
        expect(summary).toEqual(await tableSums(bed.testDb));
        expect(Number((await counts(bed.testDb)).audit)).toBe(changes);
      }),
      { numRuns: 25 },
    );
  });
});

describe('demo seed', () => {
  it('loads a season of both kinds of income and every expense category, each with its audit row', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    await seedFinanceDemo({ db: bed.testDb.db, log: { info: () => {}, warn: () => {} }, now });
    const rows = await bed.testDb.query<{ kind: string; n: string; oldest: Date; newest: Date }>(
      `select contributor_type as kind, count(*)::text as n, min(created_at) as oldest, max(created_at) as newest from finance_contributions group by 1
       union all select category, count(*)::text, min(created_at), max(created_at) from finance_expenses group by 1`,
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['EQUIPMENT', 'FOOD', 'GROUND_RENT', 'MISCELLANEOUS', 'PLAYER', 'SPONSOR', 'TRAVEL']);
    for (const r of rows) {
      expect(new Date(r.newest).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - new Date(r.oldest).getTime()).toBeLessThan(61 * 24 * 3_600_000);
    }
    const c = await counts(bed.testDb);
    expect(Number(c.audit)).toBe(Number(c.contributions) + Number(c.expenses));
    const summary = (await call('GET', '/api/finance/summary')).json().data;
    expect(summary).toEqual(await tableSums(bed.testDb));
    expect(summary.balance).toBeGreaterThan(0);
  });
});
