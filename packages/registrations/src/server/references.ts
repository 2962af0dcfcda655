/**
 * Dues lines' references and how each line is paid by UPI (part 3 spec 6). A line gets its
 * reference the first time it is listed, at random from a 32-letter alphabet (10 letters: 50
 * bits, so a payer's page cannot be found by guessing), and keeps it: it is the UPI payment's
 * note and what a bank statement's narration is searched for. The links are built here from
 * the league's payee in Settings, so the screens only show them.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { formatRupees } from '@league/ui/format';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, upiLink } from '../upi';
import { registrationDuesRefs } from './schema';

/** The league's UPI payee as Settings hold it (no UPI ID: no links, no QR codes). */
export interface Payee {
  upiId: string | null;
  payeeName: string;
}

/** What the pay fields need besides the line: the payee, the site's address, the league's name. */
export interface PayContext {
  payee: Payee;
  /** e.g. "https://league.example" (no trailing slash). */
  baseUrl: string;
  leagueName: string;
}

export interface LineRef {
  reference: string;
  upiRef: string | null;
}

/** A child's fee line (its id: `registration_dues.line_id`), never a phone's: siblings share one. */
export const feeLine = (lineId: string) => `fee:${lineId}`;
export const chargeLine = (chargeId: string) => `charge:${chargeId}`;

/** A fresh random reference (a dues line's; the sign-up form's confirmation uses 8 letters). */
export function newReference(length = REFERENCE_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** Each line's reference, made for the lines that have none yet (two listings at once agree). */
export async function referencesFor(db: Executor, season: string, lines: string[]): Promise<Map<string, LineRef>> {
  const found = new Map<string, LineRef>();
  if (!lines.length) return found;
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = await db
      .select({ line: registrationDuesRefs.line, reference: registrationDuesRefs.reference, upiRef: registrationDuesRefs.upiRef })
      .from(registrationDuesRefs)
      .where(and(eq(registrationDuesRefs.season, season), inArray(registrationDuesRefs.line, lines)));
    for (const r of rows) found.set(r.line, { reference: r.reference, upiRef: r.upiRef });
    const missing = lines.filter((l) => !found.has(l));
    if (!missing.length) return found;
    // A line made by another listing meanwhile, or (50 bits) a reference taken: the next pass reads it or tries again.
    await db
      .insert(registrationDuesRefs)
      .values(missing.map((line) => ({ season, line, reference: newReference() })))
      .onConflictDoNothing();
  }
  throw new Error('Could not give every dues line a reference');
}

/** The line a reference names, if any. */
export async function lineOfReference(db: Executor, reference: string) {
  const [row] = await db.select().from(registrationDuesRefs).where(eq(registrationDuesRefs.reference, reference));
  return row ?? null;
}

/** Every line whose payer typed one of these UPI references. */
export async function linesByUpiRef(db: Executor, upiRefs: string[]) {
  if (!upiRefs.length) return [];
  return db.select().from(registrationDuesRefs).where(inArray(registrationDuesRefs.upiRef, upiRefs));
}

/** A phone as wa.me wants it: country code first (a 10-digit number is an Indian mobile). */
const whatsAppNumber = (phone: string) => (phone.length === 10 ? `91${phone}` : phone);

interface Line {
  reference: string;
  upiRef: string | null;
  paid: boolean;
  owedPaise: number;
  name: string;
  phone: string | null;
  what: string;
}

/** The line's UPI link, payer's page and WhatsApp reminder (null where they do not apply). */
export function payFields(line: Line, context: PayContext | null) {
  const payable = !line.paid && line.owedPaise > 0 && context?.payee.upiId ? context : null;
  const link = payable
    ? upiLink({ upiId: payable.payee.upiId!, payeeName: payable.payee.payeeName, amountPaise: line.owedPaise, reference: line.reference })
    : null;
  const payPage = payable ? `${payable.baseUrl}/api/pay/${line.reference}` : null;
  const text = payable
    ? `${payable.leagueName}: ${line.name}, ${line.what} is ${formatRupees(line.owedPaise)} (reference ${line.reference}). ` +
      `Pay by UPI with the QR code or link here: ${payPage} or in your UPI app: ${link}`
    : null;
  return {
    reference: line.reference,
    upiRef: line.upiRef,
    upiLink: link,
    payPage,
    reminderLink: text && line.phone ? `https://wa.me/${whatsAppNumber(line.phone)}?text=${encodeURIComponent(text)}` : null,
  };
}
