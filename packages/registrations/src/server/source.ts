/**
 * Where a sync reads the sheet from: the CSV export URL, else a local file, else the demo
 * CSV shipped in this package (decisions.md 4), and the parsed rows it yields.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from '@league/core/server';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from '../contract';
import { parseRegistrationsCsv, type ParseResult } from './csv';
import { fetchSheet, type FetchSheetOptions } from './fetch-sheet';

export interface RegistrationSource {
  /** REGISTRATIONS_CSV_URL: the sheet's "publish to the web" CSV address. */
  url: string | null;
  /** REGISTRATIONS_CSV_FILE: a CSV on the server's disk. */
  file: string | null;
  /** REGISTRATIONS_ALLOW_PRIVATE: lets the URL point inside the league's own network. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Test seams: made-up DNS answers and addresses that count as public. */
  lookup?: FetchSheetOptions['lookup'];
  publicAddresses?: FetchSheetOptions['publicAddresses'];
}

export type SourceKind = 'url' | 'file' | 'demo';

export const DEMO_CSV_PATH = fileURLToPath(new URL('../../demo/registrations.csv', import.meta.url));

const DAY_MS = 86_400_000;

async function readFileCapped(file: string, maxBytes: number): Promise<string> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(path.resolve(file), 'r');
  } catch {
    throw new HttpError(500, REGISTRATION_MESSAGES.fileMissing);
  }
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new HttpError(502, REGISTRATION_MESSAGES.tooLarge(maxBytes));
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

export async function readSource(source: RegistrationSource): Promise<{ kind: SourceKind; text: string }> {
  const maxBytes = source.maxBytes ?? REGISTRATION_LIMITS.maxBytes;
  if (source.url) {
    const text = await fetchSheet(source.url, {
      allowPrivate: source.allowPrivate,
      timeoutMs: source.timeoutMs,
      maxBytes,
      lookup: source.lookup,
      publicAddresses: source.publicAddresses,
    });
    return { kind: 'url', text };
  }
  if (source.file) return { kind: 'file', text: await readFileCapped(source.file, maxBytes) };
  return { kind: 'demo', text: await readFileCapped(DEMO_CSV_PATH, maxBytes) };
}

/**
 * The demo sheet's dates are fixed; moved forward by whole days (times of day kept) so its
 * newest row lands within the day before `now` and the dashboard has recent data on any
 * date. Row keys come from the sheet's own text, so the move never defeats de-duplication.
 */
export function shiftDemoRows(result: ParseResult, now: Date): ParseResult {
  const newest = result.rows.reduce((max, r) => Math.max(max, r.submittedAt.getTime()), -Infinity);
  if (!Number.isFinite(newest)) return result;
  const shift = Math.floor((now.getTime() - newest) / DAY_MS) * DAY_MS;
  return { ...result, rows: result.rows.map((r) => ({ ...r, submittedAt: new Date(r.submittedAt.getTime() + shift) })) };
}

/** Reads and parses the configured sheet. */
export async function loadRegistrations(source: RegistrationSource, options: { timeZone: string; now: Date }) {
  const { kind, text } = await readSource(source);
  const parsed = parseRegistrationsCsv(text, { timeZone: options.timeZone });
  return { kind, parsed: kind === 'demo' ? shiftDemoRows(parsed, options.now) : parsed };
}
