/**
 * The CPU-heavy half of a Cricsheet import (issue 35), pure so it runs in the worker
 * (cricsheet.worker.ts): the body's JSON read as Fastify's own parser reads it, the file
 * checked and turned into an event log, its fingerprint, the log's rows as JSON text ready
 * for the database, and the summary's scorecard. The request thread only moves strings.
 */
import { createHash } from 'node:crypto';
import sjson from 'secure-json-parse';
import { fromCricsheet, type CricsheetInfo, type ImportedMatch, type MatchSetup, type Scorecard } from '@league/cricket';
import { summaryCard } from './typed-totals';

/** Rows per INSERT: each batch is one JSON text the database unpacks (jsonb_to_recordset). */
export const ROWS_PER_INSERT = 200;

/** Text handed to the hash at a time: the 5 MB file's deliveries are never one string. */
const HASH_CHUNK = 64 * 1024;

/**
 * sha256 of `JSON.stringify({ teams, dates, deliveries })`, the identity stored in
 * match_imports, hashed a delivery at a time: the same text (an array is its elements'
 * JSON joined by commas), without holding the whole of it.
 */
export function fingerprintOf(imported: ImportedMatch): string {
  const { info, events } = imported;
  const hash = createHash('sha256');
  let text = `{"teams":${JSON.stringify(info.teams)},"dates":${JSON.stringify(info.dates)},"deliveries":[`;
  let first = true;
  for (const event of events) {
    if (event.type !== 'delivery') continue;
    text += (first ? '' : ',') + JSON.stringify(event);
    first = false;
    if (text.length >= HASH_CHUNK) {
      hash.update(text);
      text = '';
    }
  }
  return hash.update(`${text}]}`).digest('hex');
}

/**
 * The body's value when Fastify's parser would give exactly it, else `undefined`: malformed
 * JSON, or a prototype key its checks refuse, is for that parser (its answer, its words).
 * That parser is secure-json-parse with both actions 'error' (plugin.ts), so the same call
 * here refuses exactly what it refuses. `checked`: that parser has already read this text
 * without complaint, so it is read as it is (a byte-order mark dropped, as both do).
 */
export function readJson(text: string, checked = false): { value: unknown } | undefined {
  const action = checked ? 'ignore' : 'error';
  try {
    return { value: sjson.parse(text, { protoAction: action, constructorAction: action }) };
  } catch {
    return undefined;
  }
}

/** What the request needs of a read file: its words if it is none, else its identity and facts. */
export type Checked = { error: string } | { fingerprint: string; info: CricsheetInfo };

export function check(json: unknown): { checked: Checked; imported?: ImportedMatch } {
  let imported: ImportedMatch;
  try {
    imported = fromCricsheet(json);
  } catch (error) {
    return { checked: { error: error instanceof Error ? error.message : 'unreadable' } };
  }
  return { checked: { fingerprint: fingerprintOf(imported), info: imported.info }, imported };
}

/** The log's rows (seq from 1) as JSON texts of ROWS_PER_INSERT each, and the summary's card for `setup`. */
export interface Prepared {
  batches: string[];
  card: Scorecard;
  seq: number;
}

export function prepare(imported: ImportedMatch, setup: MatchSetup): Prepared {
  const batches: string[] = [];
  // As recompute reads them back: the body, then its id and seq.
  const events: (typeof imported.events)[number][] = [];
  // A batch's rows at a time: the file's rows are never all objects at once.
  let rows: { seq: number; id: string; type: string; body: object }[] = [];
  for (const [i, event] of imported.events.entries()) {
    const { id, seq: _seq, ...body } = event;
    rows.push({ seq: i + 1, id, type: event.type, body });
    events.push({ ...body, id, seq: i + 1 } as (typeof imported.events)[number]);
    if (rows.length === ROWS_PER_INSERT) {
      batches.push(JSON.stringify(rows));
      rows = [];
    }
  }
  if (rows.length) batches.push(JSON.stringify(rows));
  return { batches, card: summaryCard(setup, events), seq: events.length };
}
