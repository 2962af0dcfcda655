/**
 * Bulk player import: a roster CSV (name, phone, jersey number, date of birth) read like a sign-up sheet
 * (any delimiter, BOM, form headings), phones normalised to the one key, and a preview
 * that says which rows add a profile and which are skipped and why (bad phone, the same
 * person twice in the file, a profile that already has that phone) before anything is written.
 */
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { badRequest } from '@league/core/server';
import { isPhoneKey, normalisePhone } from '@league/players/contract';
import { playersSchema, insertPlayerProfile } from '@league/players/server';
import { peopleToday } from '@league/people/server';
import { cleanCell, type Sheet } from './sheet';
import { normaliseHeader } from './sheet';
import { ageOf } from './plan';

export interface PlayerRowPlan {
  row: number;
  action: 'add' | 'skip';
  reason: string | null;
  name: string;
  phone: string;
  jerseyNumber: number | null;
  /** As written in the sheet's date-of-birth column ('' when none). */
  dateOfBirth: string;
  /** Read from it; null is age unknown: the profile stays hidden until an admin decides. */
  age: number | null;
}

export const PLAYER_IMPORT_MESSAGES = {
  needsColumns: 'The sheet needs a name column and a phone column',
  noName: 'No name',
  badPhone: 'Phone is not 6-15 digits',
  repeats: (row: number) => `Same phone as row ${row}`,
  exists: (name: string) => `Already a profile: ${name} (same phone)`,
} as const;

function columns(headers: string[]) {
  const find = (test: (h: string) => boolean) => headers.findIndex((h) => test(normaliseHeader(h)));
  const phone = find((h) => /phone|mobile|contact|whatsapp|phno/.test(h) && !/guardian|parent/.test(h));
  const name = find((h) => /name/.test(h) && !/team|school|guardian|parent|father|mother/.test(h));
  const jersey = find((h) => /jersey|shirt|number$|^no$/.test(h) && !/phone|mobile|contact/.test(h));
  const dob = find((h) => /birth|dob|^born/.test(h));
  if (phone < 0 || name < 0) throw badRequest(PLAYER_IMPORT_MESSAGES.needsColumns);
  return { phone, name, jersey, dob };
}

export async function planPlayers(db: Executor, sheet: Sheet): Promise<PlayerRowPlan[]> {
  const col = columns(sheet.headers);
  const today = peopleToday();
  const seen = new Map<string, number>();
  const rows: PlayerRowPlan[] = sheet.records.map((record) => {
    const name = cleanCell(record.cells[col.name]).slice(0, 100);
    const phone = normalisePhone(record.cells[col.phone]);
    const jerseyText = col.jersey >= 0 ? cleanCell(record.cells[col.jersey]) : '';
    const jersey = /^\d{1,3}$/.test(jerseyText) ? Number(jerseyText) : null;
    const dateOfBirth = col.dob >= 0 ? cleanCell(record.cells[col.dob]).slice(0, 40) : '';
    const age = ageOf(dateOfBirth, today);
    let reason: string | null = null;
    if (!name) reason = PLAYER_IMPORT_MESSAGES.noName;
    else if (!isPhoneKey(phone)) reason = PLAYER_IMPORT_MESSAGES.badPhone;
    else if (seen.has(phone)) reason = PLAYER_IMPORT_MESSAGES.repeats(seen.get(phone)!);
    if (!reason) seen.set(phone, record.row);
    return { row: record.row, action: reason ? 'skip' : 'add', reason, name, phone, jerseyNumber: jersey, dateOfBirth, age };
  });
  const phones = rows.filter((r) => r.action === 'add').map((r) => r.phone);
  const { players } = playersSchema;
  for (let i = 0; i < phones.length; i += 1000) {
    const found = await db
      .select({ phone: players.phone, name: players.name })
      .from(players)
      .where(inArray(players.phone, phones.slice(i, i + 1000)));
    const byPhone = new Map(found.map((p) => [p.phone, p.name]));
    for (const row of rows) {
      if (row.action === 'add' && byPhone.has(row.phone)) {
        row.action = 'skip';
        row.reason = PLAYER_IMPORT_MESSAGES.exists(byPhone.get(row.phone)!);
      }
    }
  }
  return rows;
}

export async function applyPlayers(db: Db, rows: PlayerRowPlan[]): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const row of rows) {
      if (row.action !== 'add') continue;
      if (await insertPlayerProfile(tx, { phone: row.phone, name: row.name, jerseyNumber: row.jerseyNumber, dob: row.dateOfBirth || null })) added += 1;
    }
    return added;
  });
}
