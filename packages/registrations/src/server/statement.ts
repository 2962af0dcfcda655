/**
 * The bank statement CSV against the dues (part 3 spec 6). The common Indian exports differ
 * in their headings (HDFC "Narration" and "Deposit Amt.", SBI "Description" and "Credit",
 * ICICI "Transaction Remarks" and "Deposit Amount (INR)", Kotak "Description" and "Credit",
 * Axis an amount with a "DR/CR" column) and often start with lines about the account: the heading row is the first
 * that names a narration and a credit. A credit line pays a dues line when its narration or
 * reference holds the line's reference (the UPI note), or its 12-digit UPI reference is one
 * the payer typed, and the amount is what the line owes. Preview and apply are one plan; apply
 * runs it again inside one transaction, under one lock, and records each bank line it used,
 * so a statement imported twice pays nothing twice.
 */
import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { badRequest, conflict } from '@league/core/server';
import type { FinanceActor } from '@league/finance/server';
import { DUES_MESSAGES, IMPORT_LIMITS } from '../contract';
import type { StatementLine, StatementOutcome, StatementResult } from '../requests-contract';
import { foldForReference } from '../upi';
import { listDues, payCharge, payFee, seasonOf } from './dues';
import { linesByUpiRef } from './references';
import { registrationDuesRefs, registrationStatementLines } from './schema';

interface BankLine {
  row: number;
  date: string;
  narration: string;
  bankRef: string;
  amountPaise: number;
}

const fold = (heading: string) => heading.toLowerCase().replace(/[^a-z]/g, '');
const NARRATION = ['narration', 'description', 'transactionremarks', 'remarks', 'particulars', 'transactiondetails', 'details'];
const find = (headings: string[], test: (h: string) => boolean) => headings.findIndex(test);

interface Columns {
  date: number;
  narration: number;
  ref: number;
  credit: number;
  /** With `credit` an amount column: the column saying CR or DR. */
  crDr: number;
}

function columnsOf(row: string[]): Columns | null {
  const h = row.map(fold);
  const narration = find(h, (x) => NARRATION.includes(x));
  const crDr = find(h, (x) => x === 'drcr' || x === 'crdr');
  let credit = find(h, (x) => x.startsWith('deposit') || x.startsWith('credit') || x === 'cr' || x === 'cramount' || x === 'amountcr');
  if (credit < 0 && crDr >= 0) credit = find(h, (x) => x === 'amount' || x === 'amountinr' || x === 'transactionamount');
  if (narration < 0 || credit < 0) return null;
  return {
    date: find(h, (x) => x.includes('date')),
    narration,
    ref: find(h, (x) => x.includes('ref') || x.includes('utr') || x.includes('chq') || x.includes('cheque') || x === 'transactionid'),
    credit,
    crDr: credit >= 0 && ['amount', 'amountinr', 'transactionamount'].includes(h[credit]!) ? crDr : -1,
  };
}

/** "1,250.5", "₹ 750.00", "750.00 Cr" as paise; null for a blank or anything else. */
export function paiseOf(cell: string): number | null {
  const text = cell.replace(/[₹,\s]|INR|Rs\.?|Cr$/gi, '');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** The statement's credit lines, and how many debits it held. */
export function readStatement(text: string): { lines: BankLine[]; debits: number } {
  // Blank lines kept, so that "Row N" is the file's own line N.
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const start = rows.slice(0, 40).findIndex((r) => columnsOf(r));
  if (start < 0) throw badRequest(DUES_MESSAGES.noStatementColumns);
  const c = columnsOf(rows[start]!)!;
  const lines: BankLine[] = [];
  let debits = 0;
  rows.slice(start + 1).forEach((r, i) => {
    if (r.every((value) => !value.trim())) return;
    const cell = (at: number) => (at >= 0 ? (r[at] ?? '').trim() : '');
    const amount = paiseOf(cell(c.credit));
    const isDebit = c.crDr >= 0 ? !/^(c|cr|credit)$/i.test(cell(c.crDr)) : false;
    if (amount === null || amount === 0 || isDebit) {
      if (cell(c.narration) || amount) debits += 1;
      return;
    }
    lines.push({ row: start + i + 2, date: cell(c.date), narration: cell(c.narration), bankRef: cell(c.ref), amountPaise: amount });
  });
  return { lines, debits };
}

/**
 * The line's 12-digit UPI reference: the reference column's when it holds only that
 * ("0000412345678901", "UPI-412345678901"; not "TRANSFER FROM <account>"), else the
 * narration's ("UPI/412345678901/..."), where a UPI ID made of a phone number with its country
 * code ("919845011111@paytm") is not one. Twelve zeros (a bank's filler) are no reference.
 */
export function upiRefOf(line: Pick<BankLine, 'narration' | 'bankRef'>): string | null {
  const real = (ref: string | undefined) => (ref && !/^0+$/.test(ref) ? ref : null);
  if (/^(UPI)?[\d\s/-]*$/i.test(line.bankRef)) {
    const digits = line.bankRef.replace(/\D/g, '');
    if (digits.length === 12) return real(digits);
    if (digits.length > 12 && /^0+$/.test(digits.slice(0, -12))) return real(digits.slice(-12));
  }
  return real(/(?<!\d)\d{12}(?![\d@])/.exec(line.narration)?.[0]);
}

const keyOf = (line: BankLine, upiRef: string | null) =>
  upiRef
    ? `upi:${upiRef}`
    : `row:${createHash('sha256')
        .update(JSON.stringify([line.date, line.narration, line.bankRef, line.amountPaise]))
        .digest('hex')}`;

interface DuesLine {
  reference: string;
  season: string;
  name: string;
  owedPaise: number;
  paid: boolean;
  pay: { kind: 'fee'; lineId: string } | { kind: 'charge'; chargeId: string };
}

export interface StatementOptions {
  feePaise: number;
  timeZone: string;
  actor: FinanceActor;
}

interface Planned extends StatementLine {
  key: string;
  line: DuesLine | null;
}

/** What each credit line would do now. */
async function plan(db: Executor, text: string, options: StatementOptions, now: Date) {
  const { lines: bank, debits } = readStatement(text);
  // The dues of this season and of every season a reference in the statement names, or a payer's UPI reference.
  const seasons = new Set([seasonOf(now, options.timeZone)]);
  const folded = bank.map((b) => foldForReference(`${b.narration} ${b.bankRef}`));
  const refs = await db.select({ reference: registrationDuesRefs.reference, season: registrationDuesRefs.season }).from(registrationDuesRefs);
  for (const r of refs) if (folded.some((f) => f.includes(r.reference))) seasons.add(r.season);
  const upiRefs = bank.map(upiRefOf);
  const typedLines = await linesByUpiRef(
    db,
    upiRefs.filter((u): u is string => u !== null),
  );
  // A payer's typed UPI reference names a line of its own season (paid on 30 December, imported on 2 January).
  for (const t of typedLines) seasons.add(t.season);
  const typed = new Map(typedLines.map((r) => [r.upiRef!, r.reference]));
  const byReference = new Map<string, DuesLine>();
  for (const season of seasons) {
    const dues = await listDues(db, season, options.feePaise, options.timeZone);
    for (const r of dues.rows)
      byReference.set(r.reference, {
        reference: r.reference,
        season,
        name: r.name,
        owedPaise: dues.feePaise,
        paid: r.paid,
        pay: { kind: 'fee', lineId: r.lineId },
      });
    for (const c of dues.charges)
      byReference.set(c.reference, {
        reference: c.reference,
        season,
        name: c.name,
        owedPaise: c.owedPaise,
        paid: c.paid,
        pay: { kind: 'charge', chargeId: c.chargeId },
      });
  }
  const keys = bank.map((b, i) => keyOf(b, upiRefs[i]!));
  const applied = new Set(
    keys.length
      ? (await db.select({ key: registrationStatementLines.key }).from(registrationStatementLines).where(inArray(registrationStatementLines.key, keys))).map(
          (r) => r.key,
        )
      : [],
  );
  const known = [...byReference.keys()];
  const seen = new Set<string>();
  const paidNow = new Set<string>();
  const planned: Planned[] = bank.map((b, i) => {
    const upiRef = upiRefs[i]!;
    const reference = known.find((r) => folded[i]!.includes(r)) ?? (upiRef ? typed.get(upiRef) : undefined) ?? null;
    const line = reference ? (byReference.get(reference) ?? null) : null;
    let outcome: StatementOutcome;
    if (applied.has(keys[i]!) || seen.has(keys[i]!)) outcome = 'duplicate';
    else if (!line) outcome = 'foreign';
    else if (line.paid || paidNow.has(line.reference)) outcome = 'paid';
    else if (line.owedPaise !== b.amountPaise) outcome = 'amount';
    else outcome = 'match';
    seen.add(keys[i]!);
    if (outcome === 'match') paidNow.add(line!.reference);
    return {
      row: b.row,
      date: b.date,
      narration: b.narration,
      amountPaise: b.amountPaise,
      upiRef,
      outcome,
      reference: line?.reference ?? null,
      name: line?.name ?? null,
      owedPaise: line?.owedPaise ?? null,
      key: keys[i]!,
      line,
    };
  });
  return { planned, debits };
}

function result(planned: Planned[], debits: number, applied: number): Omit<StatementResult, 'success'> {
  const counts = { match: 0, amount: 0, paid: 0, duplicate: 0, foreign: 0, debits };
  for (const p of planned) counts[p.outcome] += 1;
  // What needs a decision first, then the matches, each in the statement's order.
  const order = (p: Planned) => (p.outcome === 'match' ? 1 : 0);
  return {
    counts,
    matchedPaise: planned.filter((p) => p.outcome === 'match').reduce((sum, p) => sum + p.amountPaise, 0),
    applied,
    lines: [...planned]
      .sort((a, b) => order(a) - order(b) || a.row - b.row)
      .slice(0, IMPORT_LIMITS.previewRows)
      .map(({ key: _key, line: _line, ...shown }) => shown),
  };
}

export async function previewStatement(db: Db, text: string, options: StatementOptions, now = new Date()) {
  const { planned, debits } = await plan(db, text, options, now);
  return result(planned, debits, 0);
}

/** Pays every matching line through the ledger, in one transaction: all of them or none. */
export async function applyStatement(db: Db, text: string, options: StatementOptions & { expect?: number }, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('registration_statement'))`);
    const { planned, debits } = await plan(tx, text, options, now);
    // What the treasurer saw is what is paid: a line paid or a UPI reference given since the preview makes it ask again.
    if (options.expect !== undefined && planned.filter((p) => p.outcome === 'match').length !== options.expect) throw conflict(DUES_MESSAGES.statementChanged);
    let applied = 0;
    for (const p of planned) {
      if (p.outcome !== 'match' || !p.line) continue;
      const via = ` (bank statement${p.upiRef ? `, UPI ${p.upiRef}` : ''}, ref ${p.line.reference})`;
      const contributionId =
        p.line.pay.kind === 'fee'
          ? await payFee(tx, p.line.pay.lineId, { season: p.line.season, feePaise: options.feePaise, actor: options.actor, timeZone: options.timeZone }, via)
          : await payCharge(tx, p.line.pay.chargeId, { feePaise: options.feePaise, actor: options.actor, timeZone: options.timeZone }, via);
      await tx.insert(registrationStatementLines).values({ key: p.key, reference: p.line.reference, contributionId, amountPaise: p.amountPaise });
      applied += 1;
    }
    return result(planned, debits, applied);
  });
}
