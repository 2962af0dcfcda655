/**
 * Where a sync reads the sheet from: the CSV export URL, else a local file, else the demo
 * CSV shipped in this package (decisions.md 4), and the parsed rows it yields.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from '@league/core/server';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from '../contract';
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
