/**
 * Sign-up import made safe, through HTTP against a real database: messy sheets previewed
 * and imported with the counts the preview promised, re-imports that add nothing, edits
 * that update, undo to the exact previous rows, and the access matrix of every new write.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as playersTables from '@league/players/schema';
import * as schema from './schema';
import { buildApp } from './testkit';

let tdb: TestDb;
let admin: Record<string, string>;

beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables });
  admin = bearer(await mintToken());
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

type App = Awaited<ReturnType<typeof buildApp>>;
const post = (app: App, url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: admin });
const allRows = () => tdb.query('select * from registrations order by row_key');

const FORM_HEADINGS = [
  'Timestamp',
  "Player's Full Name",
  'Contact Number (WhatsApp preferred)',
  'Email Address',
  'Playing Role',
  'Date of Birth',
  "Parent/Guardian's Name",
  "Parent/Guardian's Contact Number",
  'Jersey Size',
];

describe('preview', () => {
  it('recognises common form headings and says what each row will do, writing nothing', async () => {
    const csv = [
      FORM_HEADINGS.join(','),
      '01/11/2026 09:00:00,rohan  SHARMA,+91 98400 00000,rohan@x.in,Batter,2001-05-02,,,L',
      '',
      '01/11/2026 09:05:00,Meera Iyer,98400-00001,meera@x.in,Bowler,07/03/2012,Lata Iyer,+91 90000 11111,M',
      '01/11/2026 09:10:00,Nobody,,,Bowler,,,,S',
      '01/11/2026 09:20:00,Rohan Sharma,09840000000,rohan@x.in,All-rounder,2001-05-02,,,L',
      ' , , , , , , , , ',
    ].join('\r\n');
    const app = await buildApp(tdb, {});
    const res = await post(app, '/api/registrations/preview', { csv });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.mapping).toMatchObject({
      fullName: "Player's Full Name",
      phNo: 'Contact Number (WhatsApp preferred)',
      emailAddress: 'Email Address',
      role: 'Playing Role',
      dateOfBirth: 'Date of Birth',
      guardianName: "Parent/Guardian's Name",
      guardianPhone: "Parent/Guardian's Contact Number",
    });
    expect(body.counts).toEqual({ add: 2, update: 0, unchanged: 0, skip: 2, blank: 2 });
    expect(body.rows.filter((r: { action: string }) => r.action === 'skip')).toEqual([
      expect.objectContaining({ row: 2, reason: 'Replaced by row 6 (same person)' }),
      expect.objectContaining({ row: 5, reason: 'No phone or email' }),
    ]);
    expect(body.rows.find((r: { row: number }) => r.row === 6)).toMatchObject({ action: 'add', phone: '9840000000', fullName: 'Rohan Sharma' });
    expect(await allRows()).toEqual([]);
    await app.close();
  });

  it("reads Excel's semicolons, a BOM and quoted separators", async () => {
    const csv = '\uFEFFName;Mobile No;E-mail\n"Das; Vikram";0091 98450 12345;vik@x.in\nAsha;98450-12346;\n';
    const app = await buildApp(tdb, {});
    const body = (await post(app, '/api/registrations/preview', { csv })).json();
    expect(body.headers).toEqual(['Name', 'Mobile No', 'E-mail']);
    expect(body.counts).toMatchObject({ add: 2, skip: 0 });
    expect(body.rows.map((r: { fullName: string; phone: string }) => [r.fullName, r.phone])).toEqual([
      ['Das; Vikram', '9845012345'],
      ['Asha', '9845012346'],
    ]);
    await app.close();
  });

  it('takes a hand-made mapping, refuses unknown headings, and remembers the mapping for the next sync', async () => {
    const csv = 'Kid,Digits,Extra\nAsha,9845012345,x\n';
    const app = await buildApp(tdb, {});
    // Nothing recognised: the preview still answers, with the headings to map by hand (the
    // screen opens its mapping editor), and plans nothing; an import is refused.
    const missing = await post(app, '/api/registrations/preview', { csv });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ headers: ['Kid', 'Digits', 'Extra'], needsMapping: 'Map a column to Phone or Email', rows: [], counts: { add: 0 } });
    const refused = await post(app, '/api/registrations/import', { csv });
    expect(refused.json()).toEqual({ success: false, message: 'Map a column to Phone or Email' });
    const unknown = await post(app, '/api/registrations/preview', { csv, mapping: { phNo: 'Nope' } });
    expect(unknown.json()).toEqual({ success: false, message: 'The sheet has no column "Nope"' });
    const mapping = { fullName: 'Kid', phNo: 'Digits' };
    const imported = await post(app, '/api/registrations/import', { csv, mapping });
    expect(imported.json()).toMatchObject({ counts: { add: 1 }, total: 1 });
    // Next time the same sheet needs no mapping at all.
    const again = (await post(app, '/api/registrations/preview', { csv: `${csv}Ravi,9845099999,y\n` })).json();
    expect(again.mapping).toMatchObject(mapping);
    expect(again.counts).toMatchObject({ add: 1, unchanged: 1 });
    await app.close();
  });
});

describe('import', () => {
  it('imports what the preview promised; the same sheet twice adds nothing; an edited row updates', async () => {
    const csv = ['Full Name,Phone,Email', 'Asha Rao,+91 98450 11111,asha@x.in', 'Ravi Kumar,98450 22222,', 'Only Mail,,only@x.in', 'Bad Phone,12,'].join('\n');
    const app = await buildApp(tdb, {});
    const preview = (await post(app, '/api/registrations/preview', { csv })).json();
    expect(preview.counts).toEqual({ add: 3, update: 0, unchanged: 0, skip: 1, blank: 0 });
    expect(preview.rows[0]).toMatchObject({ row: 5, reason: 'Phone is not 6-15 digits and there is no email' });
    const first = (await post(app, '/api/registrations/import', { csv })).json();
    expect(first.counts).toEqual(preview.counts);
    expect(first.total).toBe(3);
    const second = (await post(app, '/api/registrations/import', { csv })).json();
    expect(second).toMatchObject({ importId: null, counts: { add: 0, update: 0, unchanged: 3, skip: 1 }, total: 3 });
    // Asha's number written another way and her email corrected: one update, no new person.
    const edited = csv.replace('+91 98450 11111,asha@x.in', '098450-11111,asha.rao@x.in');
    const p2 = (await post(app, '/api/registrations/preview', { csv: edited })).json();
    expect(p2.counts).toMatchObject({ add: 0, update: 1, unchanged: 2 });
    expect(p2.rows.find((r: { action: string }) => r.action === 'update')).toMatchObject({ fullName: 'Asha Rao', changes: ['emailAddress'] });
    const third = (await post(app, '/api/registrations/import', { csv: edited })).json();
    expect(third.counts).toMatchObject({ add: 0, update: 1 });
    const list = (await app.inject({ method: 'GET', url: '/api/registrations', headers: admin })).json();
    expect(list.total).toBe(3);
    expect(list.data.find((r: { phNo: string }) => r.phNo === '9845011111')).toMatchObject({ emailAddress: 'asha.rao@x.in', status: 'pending' });
    await app.close();
  });

  it('a sheet without a column never blanks that field on the records it updates', async () => {
    const app = await buildApp(tdb, {});
    const full = ['Full Name,Phone,Email,Date of Birth', 'Asha Rao,98450 11111,asha@x.in,14/05/1996', 'ravi  kumar,98450 22222,ravi@x.in,'].join('\n');
    expect((await post(app, '/api/registrations/import', { csv: full })).json().counts).toMatchObject({ add: 2 });
    // The same people exported again without the email and date columns, one name's capitals corrected.
    const partial = ['Full Name,Phone', 'Asha Rao,98450 11111', 'Ravi Kumar,98450 22222'].join('\n');
    const preview = (await post(app, '/api/registrations/preview', { csv: partial })).json();
    expect(preview.counts).toMatchObject({ add: 0, update: 1, unchanged: 1 });
    expect(preview.rows.find((r: { action: string }) => r.action === 'update')).toMatchObject({ changes: ['fullName'] });
    await post(app, '/api/registrations/import', { csv: partial });
    expect(await tdb.query('select full_name, email_address, date_of_birth from registrations order by row_key')).toEqual([
      { full_name: 'Asha Rao', email_address: 'asha@x.in', date_of_birth: '1996-05-14' },
      { full_name: 'Ravi Kumar', email_address: 'ravi@x.in', date_of_birth: '' },
    ]);
    await app.close();
  });

  it('undoes an import to the exact previous rows, once', async () => {
    const app = await buildApp(tdb, {});
    await post(app, '/api/registrations/import', { csv: 'Name,Phone,Role\nAsha,9845011111,Bowler\nRavi,9845022222,Batter\n' });
    const before = await allRows();
    const second = (
      await post(app, '/api/registrations/import', { csv: 'Name,Phone,Role\nAsha,9845011111,All-rounder\nRavi,9845022222,Batter\nNew,9845033333,WK\n' })
    ).json();
    expect(second.counts).toMatchObject({ add: 1, update: 1, unchanged: 1 });
    expect(await allRows()).not.toEqual(before);
    const undo = await post(app, `/api/registrations/imports/${second.importId}/undo`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await allRows()).toEqual(before);
    const twice = await post(app, `/api/registrations/imports/${second.importId}/undo`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This import was already undone');
    const log = (await app.inject({ method: 'GET', url: '/api/registrations/imports', headers: admin })).json();
    expect(log.data[0]).toMatchObject({ id: second.importId, added: 1, updated: 1 });
    expect(log.data[0].undoneAt).not.toBeNull();
    await app.close();
  });

  it('previews and imports a 5,000-row sheet with duplicate phones in other formats, counts as promised', async () => {
    const lines = ['Timestamp,Player Name,Mobile Number,Email ID'];
    for (let i = 0; i < 5000; i += 1) {
      const n = 9000000000 + i;
      lines.push(`0${1 + (i % 9)}/10/2026 10:${String(i % 60).padStart(2, '0')}:00,"Player, ${i}",${n},p${i}@x.in`);
      // The same person again (the name in other capitals and spacing), the phone written another way.
      if (i % 10 === 0) lines.push(`02/10/2026 11:00:00,"PLAYER,  ${i} ",+91 ${String(n).slice(0, 5)} ${String(n).slice(5)},p${i}@x.in`);
      if (i % 500 === 0) lines.push(',,,');
    }
    const csv = lines.join('\n');
    const app = await buildApp(tdb, {});
    const started = Date.now();
    const preview = (await post(app, '/api/registrations/preview', { csv })).json();
    expect(preview.counts).toEqual({ add: 5000, update: 0, unchanged: 0, skip: 500, blank: 10 });
    const result = (await post(app, '/api/registrations/import', { csv })).json();
    expect(result.counts).toEqual(preview.counts);
    expect(result.total).toBe(5000);
    const again = (await post(app, '/api/registrations/import', { csv })).json();
    expect(again.counts).toMatchObject({ add: 0, update: 0, unchanged: 5000 });
    expect(Date.now() - started).toBeLessThan(60_000);
    await app.close();
  }, 120_000);
});

describe('sync in a real league', () => {
  it('with no sheet configured says so and imports nothing, never the demo sheet', async () => {
    const app = await buildApp(tdb, {});
    const res = await post(app, '/api/registrations/sync', {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'No sign-up sheet is configured: upload the CSV export instead' });
    expect((await post(app, '/api/registrations/preview', {})).statusCode).toBe(409);
    expect(await allRows()).toEqual([]);
    await app.close();
  });
});

describe('access', () => {
  it('every new write refuses bad tokens before reading the body and changes nothing', async () => {
    const app = await buildApp(tdb, {});
    await post(app, '/api/registrations/import', { csv: 'Name,Phone\nAsha,9845011111\nRavi,9845022222\n' });
    const [asha, ravi] = await tdb.query<{ id: string }>('select id from registrations order by full_name');
    const importId = (await tdb.query<{ id: string }>('select id from registration_imports'))[0]!.id;
    const snapshot = async () => ({
      rows: await allRows(),
      imports: await tdb.query('select * from registration_imports'),
      players: await tdb.query('select * from players'),
    });
    await expectAccessMatrix(
      app,
      [
        { method: 'GET', url: '/api/registrations/imports' },
        { method: 'POST', url: '/api/registrations/preview', payload: { csv: 'Name,Phone\nX,9845033333\n' } },
        { method: 'POST', url: `/api/registrations/${asha!.id}/review`, payload: { action: 'pool', category: 'A' } },
        { method: 'POST', url: `/api/registrations/${asha!.id}/consent`, payload: { guardianName: 'G', guardianPhone: '9845000000', consent: true } },
        { method: 'POST', url: '/api/registrations/bulk-approve', payload: { ids: [ravi!.id] } },
        { method: 'POST', url: '/api/registrations/import', payload: { csv: 'Name,Phone\nX,9845033333\n' } },
        { method: 'POST', url: `/api/registrations/imports/${importId}/undo` },
      ],
      snapshot,
    );
    await app.close();
  });
});
