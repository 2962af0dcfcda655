/**
 * Issue 34's dues migration (0021_dues_per_child): a database of the previous release (fees
 * one line a phone, up to 0020) upgrades in place. A payment recorded for a phone goes to the
 * child it was for, the first approved when two children share the phone (the other then
 * owes); the phone's reference, and the UPI reference its payer typed, stay with that child.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, mintToken } from '@league/core/testing';
import { financePlugin } from '@league/finance/server';
import { registrationsPlugin } from '@league/registrations/server';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const PREVIOUS_RELEASE_LAST = '0020_sibling_profiles';

/** The committed history cut back to the previous release's last migration. */
function previousReleaseFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-release-prev-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === PREVIOUS_RELEASE_LAST);
  expect(last).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

let database: AppTestDatabase;
beforeAll(async () => {
  database = await openAppTestDatabase();
});
afterAll(async () => database?.drop());

async function rows<T>(text: string): Promise<T[]> {
  return ((await database.handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

const FEE = 75_050;
const SEASON = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
const LAST = String(Number(SEASON) - 1);
const FAMILY = '9845011111';
const RAVI = '9845033333';
const KIRAN = '9845055555';

interface Line {
  lineId: string;
  name: string;
  playerPhone: string;
  paid: boolean;
  contributionId: string | null;
  reference: string;
  upiRef: string | null;
}

describe('the dues per child migration', () => {
  it("gives a phone's payment and reference to the child it was for, and leaves her sister owing", async () => {
    await database.handle.migrate(previousReleaseFolder());
    // The previous release: Arjun approved first, then Meera, on their mother's phone, each with
    // a profile; Ravi alone on his. One fee was paid for the family's phone (and its payer typed
    // a UPI reference on its page), Ravi's was paid, and last season Kiran (no sign-up now) paid.
    const [arjun, meera, ravi, kiran] = await rows<{ id: string }>(`insert into players (phone, name) values
      ('${FAMILY}', 'Arjun Iyer'), ('${FAMILY}', 'Meera Iyer'), ('${RAVI}', 'Ravi Kumar'), ('${KIRAN}', 'Kiran Rao') returning id`);
    await rows(`insert into registrations (row_key, submitted_at, full_name, ph_no, status, player_phone, player_id, reviewed_at) values
      ('tel:${FAMILY}:meera', '2026-10-01T10:00:00Z', 'Meera Iyer', '${FAMILY}', 'approved', '${FAMILY}', '${meera!.id}', '2026-10-05T10:00:00Z'),
      ('tel:${FAMILY}', '2026-10-02T10:00:00Z', 'Arjun Iyer', '${FAMILY}', 'approved', '${FAMILY}', '${arjun!.id}', '2026-10-04T10:00:00Z'),
      ('tel:${RAVI}', '2026-10-03T10:00:00Z', 'Ravi Kumar', '${RAVI}', 'approved', '${RAVI}', '${ravi!.id}', '2026-10-04T11:00:00Z')`);
    const [family, forRavi, lastSeason] = await rows<{
      id: string;
    }>(`insert into finance_contributions (contributor_type, contributor_name, amount_paise) values
      ('PLAYER', 'Arjun Iyer', ${FEE}), ('PLAYER', 'Ravi Kumar', ${FEE}), ('PLAYER', 'Kiran Rao', ${FEE}) returning id`);
    await rows(`insert into registration_dues (season, player_phone, contribution_id) values
      ('${SEASON}', '${FAMILY}', '${family!.id}'), ('${SEASON}', '${RAVI}', '${forRavi!.id}'), ('${LAST}', '${KIRAN}', '${lastSeason!.id}')`);
    await rows(`insert into registration_dues_refs (reference, season, line, upi_ref) values
      ('FAM1LY2345', '${SEASON}', 'fee:${FAMILY}', '412345678901'), ('RAV12345AB', '${SEASON}', 'fee:${RAVI}', null)`);

    await database.handle.migrate(migrationsFolder);
    const links = await rows<{ player_phone: string; line_id: string | null }>('select player_phone, line_id from registration_dues order by player_phone');
    expect(links).toEqual([
      { player_phone: FAMILY, line_id: arjun!.id },
      { player_phone: RAVI, line_id: ravi!.id },
      { player_phone: KIRAN, line_id: kiran!.id },
    ]);
    expect(await rows('select reference, line, upi_ref from registration_dues_refs order by reference')).toEqual([
      { reference: 'FAM1LY2345', line: `fee:${arjun!.id}`, upi_ref: '412345678901' },
      { reference: 'RAV12345AB', line: `fee:${ravi!.id}`, upi_ref: null },
    ]);

    // The dues as the treasurer now sees them: Arjun's fee paid, with the family's old
    // reference; Meera owes, on a line and reference of her own.
    const app = await createTestApp({
      plugins: [
        [
          registrationsPlugin,
          {
            db: database.handle.db,
            cache: new ResponseCache(),
            source: { url: null, file: null, allowPrivate: false },
            registrationFee: async () => FEE,
          },
        ],
        [financePlugin, { db: database.handle.db, cache: new ResponseCache() }],
      ],
    });
    try {
      const admin = bearer(await mintToken({ name: 'Treasurer Tara', email: 'tara@example.test' }));
      const dues = async () => (await app.inject({ method: 'GET', url: '/api/dues', headers: admin })).json();
      const listed = await dues();
      const byName = Object.fromEntries((listed.rows as Line[]).map((r) => [r.name, r]));
      expect(byName['Arjun Iyer']).toMatchObject({
        lineId: arjun!.id,
        paid: true,
        contributionId: family!.id,
        reference: 'FAM1LY2345',
        upiRef: '412345678901',
      });
      expect(byName['Ravi Kumar']).toMatchObject({ lineId: ravi!.id, paid: true, contributionId: forRavi!.id, reference: 'RAV12345AB' });
      expect(byName['Meera Iyer']).toMatchObject({ lineId: meera!.id, playerPhone: FAMILY, paid: false, contributionId: null, upiRef: null });
      expect(byName['Meera Iyer']!.reference).not.toBe('FAM1LY2345');
      expect(listed.totals).toMatchObject({ players: 3, paid: 2, unpaid: 1, owedPaise: FEE, collectedPaise: 2 * FEE });
      expect(listed.unmatched).toEqual([]);

      // Her own payment then settles her line only.
      const paid = await app.inject({ method: 'POST', url: `/api/dues/${meera!.id}/paid`, headers: admin });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await dues()).totals).toMatchObject({ paid: 3, unpaid: 0, collectedPaise: 3 * FEE });
    } finally {
      await app.close();
    }

    // Migrating again changes nothing.
    await database.handle.migrate(migrationsFolder);
    expect(await rows('select count(*)::int as n from registration_dues where line_id is not null')).toEqual([{ n: 4 }]);
  });
});
