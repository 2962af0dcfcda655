/**
 * Dues through HTTP with the finance plugin beside: marking paid writes a PLAYER
 * contribution and its audit row; the ledger's delete makes the player owe again and its
 * restore makes them paid; dues and ledger agree to the paisa.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as financeTables from '@league/finance/schema';
import * as playersTables from '@league/players/schema';
import * as schema from './schema';
import { buildDuesApp } from './testkit';
import { addCharge } from './dues';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables, ...financeTables });
  admin = bearer(await mintToken({ name: 'Treasurer Tara', email: 'tara@example.test' }));
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

const FEE = 75_050; // ₹750.50: paise survive every sum.

const build = (fee = FEE, timeZone?: string) => buildDuesApp(tdb, { registrationFee: async () => fee, timeZone });
type App = Awaited<ReturnType<typeof build>>;
const call = (app: App, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: admin });

async function approvedLeague(app: App) {
  await call(app, 'POST', '/api/registrations/import', { csv: 'Name,Phone\nAsha,9845011111\nRavi,9845022222\nMeera,9845033333\nPending,9845044444\n' });
  const ids = (await tdb.query<{ id: string }>("select id from registrations where full_name <> 'Pending'")).map((r) => r.id);
  await call(app, 'POST', '/api/registrations/bulk-approve', { ids });
}

const ledgerPlayerTotal = async (app: App) => (await call(app, 'GET', '/api/finance/summary')).json().data;

describe('dues', () => {
  it('lists who has not paid, marks paid into the ledger with its audit row, and agrees to the paisa', async () => {
    const app = await build();
    await approvedLeague(app);
    const before = (await call(app, 'GET', '/api/dues')).json();
    expect(before.totals).toEqual({ players: 3, paid: 0, unpaid: 3, owedPaise: 3 * FEE, collectedPaise: 0, matchedTodayPaise: 0 });
    expect(before.rows.map((r: { name: string }) => r.name)).toEqual(['Asha', 'Meera', 'Ravi']);

    for (const phone of ['9845011111', '9845033333']) {
      const paid = await call(app, 'POST', `/api/dues/${phone}/paid`);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const again = await call(app, 'POST', '/api/dues/9845011111/paid');
    expect(again.statusCode).toBe(409);
    expect(await call(app, 'POST', '/api/dues/9845044444/paid').then((r) => r.json().message)).toBe('Only an approved player of this season owes the fee');

    const dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.totals).toEqual({ players: 3, paid: 2, unpaid: 1, owedPaise: FEE, collectedPaise: 2 * FEE, matchedTodayPaise: 0 });
    expect(dues.rows[0]).toMatchObject({ name: 'Ravi', paid: false });
    const contributions = (await call(app, 'GET', '/api/finance/contributions?type=PLAYER')).json().data;
    expect(contributions.map((c: { contributorName: string; amountPaise: number }) => [c.contributorName, c.amountPaise]).sort()).toEqual([
      ['Asha', FEE],
      ['Meera', FEE],
    ]);
    const ledger = contributions.reduce((sum: number, c: { amountPaise: number }) => sum + c.amountPaise, 0);
    expect(ledger).toBe(dues.totals.collectedPaise);
    const audit = await tdb.query<{ n: number }>("select count(*)::int as n from finance_audit where action = 'create' and entity = 'contribution'");
    expect(audit).toEqual([{ n: 2 }]);
    expect(await ledgerPlayerTotal(app)).toBeTruthy();
    await app.close();
  });

  it("is undone by the ledger's own delete, and restored by its restore", async () => {
    const app = await build();
    await approvedLeague(app);
    const { contributionId } = (await call(app, 'POST', '/api/dues/9845022222/paid')).json();
    const del = await call(app, 'DELETE', `/api/finance/contributions/pk/${contributionId}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await call(app, 'GET', '/api/dues')).json().totals).toMatchObject({ paid: 0, collectedPaise: 0 });
    const [deletion] = await tdb.query<{ id: string }>("select id from finance_audit where action = 'delete'");
    const restore = await call(app, 'POST', `/api/finance/audit/${deletion!.id}/restore`);
    expect(restore.statusCode, restore.body).toBe(200);
    const dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.totals).toMatchObject({ paid: 1, collectedPaise: FEE });
    expect(dues.rows.find((r: { name: string }) => r.name === 'Ravi')).toMatchObject({ paid: true, contributionId });
    await app.close();
  });

  it('writes nothing when the dues link fails after the contribution: one transaction, then the normal path', async () => {
    const app = await build();
    await approvedLeague(app);
    // The second write (the dues link) fails inside the database, after the contribution and
    // its audit row went in: both must go back with it.
    await tdb.query(`create function refuse_dues() returns trigger language plpgsql as $$ begin raise exception 'dues link refused'; end $$`);
    await tdb.query('create trigger refuse_dues before insert on registration_dues for each row execute function refuse_dues()');
    try {
      const failed = await call(app, 'POST', '/api/dues/9845011111/paid');
      expect(failed.statusCode).toBe(500);
      expect(failed.json().success).toBe(false);
    } finally {
      await tdb.query('drop trigger refuse_dues on registration_dues');
      await tdb.query('drop function refuse_dues()');
    }
    const counts = async () =>
      (
        await tdb.query<{ c: number; a: number; d: number }>(
          'select (select count(*)::int from finance_contributions) as c, (select count(*)::int from finance_audit) as a, (select count(*)::int from registration_dues) as d',
        )
      )[0];
    expect(await counts()).toEqual({ c: 0, a: 0, d: 0 });
    expect((await call(app, 'GET', '/api/dues')).json().totals).toMatchObject({ paid: 0, unpaid: 3, collectedPaise: 0 });

    const paid = await call(app, 'POST', '/api/dues/9845011111/paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await counts()).toEqual({ c: 1, a: 1, d: 1 });
    const [link] = await tdb.query<{ contribution_id: string }>('select contribution_id from registration_dues');
    expect(link!.contribution_id).toBe(paid.json().contributionId);
    expect((await call(app, 'GET', '/api/dues')).json().totals).toMatchObject({ paid: 1, unpaid: 2, collectedPaise: FEE });
    await app.close();
  });

  it('records the fee once when the same player is marked paid twice at the same moment', async () => {
    const app = await build();
    await approvedLeague(app);
    const both = await Promise.all([call(app, 'POST', '/api/dues/9845022222/paid'), call(app, 'POST', '/api/dues/9845022222/paid')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await tdb.query('select count(*)::int as n from finance_contributions')).toEqual([{ n: 1 }]);
    expect(await tdb.query('select count(*)::int as n from registration_dues')).toEqual([{ n: 1 }]);
    await app.close();
  });

  it('needs a fee set first, and is for admins only', async () => {
    const free = await build(0);
    await approvedLeague(free);
    const res = await call(free, 'POST', '/api/dues/9845011111/paid');
    expect(res.json()).toEqual({ success: false, message: "Set the season's registration fee in Settings first" });
    await free.close();
    const app = await build();
    const [person] = await tdb.query<{ id: string }>('select person_id as id from registrations where person_id is not null limit 1');
    await addCharge(tdb.db, { source: 'auction:a:1', personId: person!.id, name: 'Asha', reason: 'Bought', amountPaise: 100 });
    const [charge] = await tdb.query<{ id: string }>('select id from registration_charges');
    await expectAccessMatrix(
      app,
      [
        { method: 'GET', url: '/api/dues' },
        { method: 'POST', url: '/api/dues/9845011111/paid' },
        { method: 'POST', url: `/api/dues/charges/${charge!.id}/paid` },
      ],
      async () => ({
        c: await tdb.query('select * from finance_contributions'),
        d: await tdb.query('select * from registration_dues'),
        charges: await tdb.query('select * from registration_charges'),
      }),
    );
    await app.close();
  });

  it('counts a PLAYER contribution recorded on Finance for a person as their dues paid, and never takes the fee twice', async () => {
    const app = await build();
    await approvedLeague(app);
    const asha = (await call(app, 'GET', '/api/dues')).json().rows.find((r: { name: string }) => r.name === 'Asha');
    expect(asha.personId).toEqual(expect.any(String));
    const recorded = await call(app, 'POST', '/api/finance/contributions', {
      contributorType: 'PLAYER',
      contributorName: 'Asha',
      amountPaise: FEE,
      personId: asha.personId,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const pk = recorded.json().data.pk;

    let dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.rows.find((r: { name: string }) => r.name === 'Asha')).toMatchObject({ paid: true, contributionId: pk, amountPaise: FEE });
    expect(dues.totals).toMatchObject({ paid: 1, unpaid: 2, collectedPaise: FEE });
    // The Dues screen's "Mark paid" sees it: no second fee.
    const twice = await call(app, 'POST', `/api/dues/${asha.playerPhone}/paid`);
    expect(twice.json()).toEqual({ success: false, message: 'Already paid this season' });
    expect(twice.statusCode).toBe(409);
    expect(await tdb.query('select count(*)::int as n from finance_contributions')).toEqual([{ n: 1 }]);

    // A contribution without a person, or from a sponsor, pays nobody's dues; a sponsor cannot name one.
    await call(app, 'POST', '/api/finance/contributions', { contributorType: 'PLAYER', contributorName: 'Meera', amountPaise: FEE });
    const sponsor = await call(app, 'POST', '/api/finance/contributions', {
      contributorType: 'SPONSOR',
      contributorName: 'Acme',
      amountPaise: FEE,
      personId: asha.personId,
    });
    expect(sponsor.statusCode).toBe(400);
    expect(sponsor.json()).toEqual({ success: false, message: 'Only a PLAYER contribution is from a person' });
    dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.totals).toMatchObject({ paid: 1, unpaid: 2 });

    // The ledger's delete makes her owe again; "Mark paid" then records it, tied to her, once.
    await call(app, 'DELETE', `/api/finance/contributions/pk/${pk}`);
    expect((await call(app, 'GET', '/api/dues')).json().rows.find((r: { name: string }) => r.name === 'Asha')).toMatchObject({ paid: false });
    const paid = await call(app, 'POST', `/api/dues/${asha.playerPhone}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await tdb.query<{ person_id: string }>('select person_id from finance_contributions where id = $1', [paid.json().contributionId]);
    expect(row!.person_id).toBe(asha.personId);
    await app.close();
  });

  it("lists a bought player's charge, pays it once (Mark paid or a Finance contribution for them), and counts it in the totals", async () => {
    const app = await build();
    await approvedLeague(app);
    const asha = (await call(app, 'GET', '/api/dues')).json().rows.find((r: { name: string }) => r.name === 'Asha');
    const BOUGHT = 20_000;
    await addCharge(tdb.db, { source: 'auction:a:1', personId: asha.personId, name: 'Asha', reason: 'Bought at Season 5 auction', amountPaise: BOUGHT });
    await addCharge(tdb.db, { source: 'auction:a:1', personId: asha.personId, name: 'Asha', reason: 'Bought at Season 5 auction', amountPaise: BOUGHT });
    let dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.charges).toEqual([expect.objectContaining({ name: 'Asha', owedPaise: BOUGHT, paid: false })]);
    expect(dues.totals.owedPaise).toBe(3 * FEE + BOUGHT);

    // Her registration fee through "Mark paid"; then a Finance contribution for her pays the charge.
    await call(app, 'POST', `/api/dues/${asha.playerPhone}/paid`);
    const recorded = await call(app, 'POST', '/api/finance/contributions', {
      contributorType: 'PLAYER',
      contributorName: 'Asha',
      amountPaise: BOUGHT,
      personId: asha.personId,
    });
    dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.charges[0]).toMatchObject({ paid: true, contributionId: recorded.json().data.pk });
    const again = await call(app, 'POST', `/api/dues/charges/${dues.charges[0].chargeId}/paid`);
    expect(again.statusCode).toBe(409);

    // Gone from the ledger: owed again, and "Mark paid" takes its own amount.
    await call(app, 'DELETE', `/api/finance/contributions/pk/${recorded.json().data.pk}`);
    const paid = await call(app, 'POST', `/api/dues/charges/${dues.charges[0].chargeId}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.charges[0]).toMatchObject({ paid: true, amountPaise: BOUGHT, contributionId: paid.json().contributionId });
    expect((await call(app, 'POST', '/api/dues/charges/not-an-id/paid')).json()).toEqual({ success: false, message: 'Charge not found' });
    await app.close();
  });

  it('settles a line with a Finance contribution only of its exact amount and season; any other is paid, not matched', async () => {
    const app = await build();
    await approvedLeague(app);
    const asha = (await call(app, 'GET', '/api/dues')).json().rows.find((r: { name: string }) => r.name === 'Asha');
    const BOUGHT = 20_000;
    await addCharge(tdb.db, { source: 'auction:a:1', personId: asha.personId, name: 'Asha', reason: 'Bought at Season 5 auction', amountPaise: BOUGHT });
    const give = async (amountPaise: number) =>
      (
        await call(app, 'POST', '/api/finance/contributions', { contributorType: 'PLAYER', contributorName: 'Asha', amountPaise, personId: asha.personId })
      ).json().data.pk as string;
    // Last season's fee, paid then: it pays nothing this season and is not this season's to list.
    const old = await give(FEE);
    await tdb.query("update finance_contributions set created_at = created_at - interval '1 year' where id = $1", [old]);
    // ₹1 does not pay a ₹750.50 fee; ₹200 meant for the charge pays the charge, not the older fee.
    const rupee = await give(100);
    const forCharge = await give(BOUGHT);
    const dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.rows.find((r: { name: string }) => r.name === 'Asha')).toMatchObject({ paid: false, contributionId: null });
    expect(dues.charges[0]).toMatchObject({ paid: true, contributionId: forCharge });
    expect(dues.unmatched).toEqual([expect.objectContaining({ contributionId: rupee, personId: asha.personId, name: 'Asha', amountPaise: 100 })]);
    expect(dues.totals).toMatchObject({ paid: 0, unpaid: 3, owedPaise: 3 * FEE, collectedPaise: BOUGHT });
    // Her exact fee, this season: paid.
    const fee = await give(FEE);
    expect((await call(app, 'GET', '/api/dues')).json().rows.find((r: { name: string }) => r.name === 'Asha')).toMatchObject({
      paid: true,
      contributionId: fee,
    });
    await app.close();
  });

  it('keeps one payment per line: paid again after a ledger delete, the restored first payment is paid, not matched', async () => {
    const app = await build();
    await approvedLeague(app);
    const first = (await call(app, 'POST', '/api/dues/9845022222/paid')).json().contributionId;
    await call(app, 'DELETE', `/api/finance/contributions/pk/${first}`);
    const second = (await call(app, 'POST', '/api/dues/9845022222/paid')).json().contributionId;
    const [deletion] = await tdb.query<{ id: string }>("select id from finance_audit where action = 'delete'");
    expect((await call(app, 'POST', `/api/finance/audit/${deletion!.id}/restore`)).statusCode).toBe(200);

    const dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.rows.find((r: { name: string }) => r.name === 'Ravi')).toMatchObject({ paid: true, contributionId: second });
    expect(dues.unmatched).toEqual([expect.objectContaining({ contributionId: first, amountPaise: FEE })]);
    expect(dues.totals).toMatchObject({ paid: 1, collectedPaise: FEE });
    expect(await tdb.query('select contribution_id from registration_dues')).toEqual([{ contribution_id: second }]);
    // Paid, so "Mark paid" refuses: the restored payment never becomes a second fee.
    expect((await call(app, 'POST', '/api/dues/9845022222/paid')).statusCode).toBe(409);
    await app.close();
  });

  it("counts a charge in the season of the league's zone, and names it as its person is named now", async () => {
    // A league on London time: 20:00 UTC on 31 December is still that year there, but already
    // the next in Kolkata (where the auction, not knowing the league's zone, dated its charges).
    const app = await build(FEE, 'Europe/London');
    await approvedLeague(app);
    const asha = (await call(app, 'GET', '/api/dues')).json().rows.find((r: { name: string }) => r.name === 'Asha');
    const season = Number((await call(app, 'GET', '/api/dues')).json().season);
    const lastNewYearsEve = new Date(`${season - 1}-12-31T20:00:00Z`);
    await addCharge(tdb.db, {
      source: 'auction:a:1',
      personId: asha.personId,
      name: 'Asha',
      reason: 'Bought last season',
      amountPaise: 20_000,
      now: lastNewYearsEve,
    });
    await addCharge(tdb.db, { source: 'auction:a:2', personId: asha.personId, name: 'Asha', reason: 'Bought this season', amountPaise: 30_000 });
    await tdb.query("update people set name = 'Asha Rao' where id = $1", [asha.personId]);
    const dues = (await call(app, 'GET', '/api/dues')).json();
    expect(dues.charges).toEqual([expect.objectContaining({ name: 'Asha Rao', reason: 'Bought this season', owedPaise: 30_000 })]);
    // Paid through "Mark paid", the ledger names her as she is named now too.
    const paid = await call(app, 'POST', `/api/dues/charges/${dues.charges[0].chargeId}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await tdb.query('select contributor_name from finance_contributions')).toEqual([{ contributor_name: 'Asha Rao' }]);
    await app.close();
  });

  it('lists charges as it lists fees: who has not paid first, then by name', async () => {
    const app = await build();
    await approvedLeague(app);
    const rows = (await call(app, 'GET', '/api/dues')).json().rows as { name: string; personId: string }[];
    const person = (name: string) => rows.find((r) => r.name === name)!.personId;
    for (const [source, name] of [
      ['auction:a:1', 'Asha'],
      ['auction:a:2', 'Ravi'],
      ['auction:a:3', 'Meera'],
    ])
      await addCharge(tdb.db, { source: source!, personId: person(name!), name: name!, reason: 'Bought', amountPaise: 20_000 });
    const asha = (await call(app, 'GET', '/api/dues')).json().charges.find((c: { name: string }) => c.name === 'Asha');
    await call(app, 'POST', `/api/dues/charges/${asha.chargeId}/paid`);
    const charges = (await call(app, 'GET', '/api/dues')).json().charges as { name: string; paid: boolean }[];
    expect(charges.map((c) => [c.name, c.paid])).toEqual([
      ['Meera', false],
      ['Ravi', false],
      ['Asha', true],
    ]);
    await app.close();
  });
});
