/**
 * UPI without a gateway (part 3 spec section 6): the payment link a UPI app opens, the
 * reference that ties a bank statement's line to one dues line, and the payer's 12-digit UPI
 * transaction reference. Pure, shared by the server (which builds every link and QR code) and
 * the dues screen.
 */

/** A dues line's reference: 10 letters and digits without I, L, O or U (read aloud, typed back). */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 10;
export const referencePattern = /^[0-9A-HJKMNP-TV-Z]{10}$/;
/** The 12-digit reference (RRN/UTR) a UPI app shows after a payment. */
export const upiRefPattern = /^\d{12}$/;

export interface UpiPayment {
  /** The league's merchant UPI ID (the payee address), e.g. "league@okaxis". */
  upiId: string;
  payeeName: string;
  amountPaise: number;
  /** The line's reference, carried as the transaction note. */
  reference: string;
}

/** Paise as UPI writes an amount: rupees with two decimals ("750.50"). */
export function upiAmount(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** `upi://pay?pa=..&pn=..&am=..&tn=<reference>&cu=INR`, every value escaped. */
export function upiLink(p: UpiPayment): string {
  const fields: [string, string][] = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ['am', upiAmount(p.amountPaise)],
    ['tn', p.reference],
    ['cu', 'INR'],
  ];
  return `upi://pay?${fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * Letters and digits only, upper case, with O read as 0 and I and L as 1 (a reference has none
 * of them, so one typed back by hand still matches): how a reference is looked for in a bank's
 * narration.
 */
export function foldForReference(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
