/**
 * The payer's page for one dues line (`/api/pay/{reference}`, public: the reference is the key,
 * 50 random bits, sent to the payer in the reminder): the amount, the UPI QR code and link,
 * and a box for the 12-digit UPI reference their app showed, which the statement import then
 * matches. Served as plain HTML with no script, so it opens at once from WhatsApp on any phone
 * and costs the site's bundle nothing; it names no one (the reference is enough for the payer).
 * In English or in Hindi (issue 32): every word goes through the page's `say`, which in Hindi
 * reads the site's catalogs (so the words here are server messages, written whole).
 */
import QRCode from 'qrcode';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@league/core/server';
import { formatRupees } from '@league/ui/format';
import { conflict, escapeHtml, notFound, pgErrorCode } from '@league/core/server';
import { DUES_MESSAGES, referencePattern } from '../contract';
import { listDues } from './dues';
import { lineOfReference, type PayContext } from './references';
import { registrationDuesRefs } from './schema';
import { messageHtml, plainPage, type PageMessage } from './plain-page';

export type { PageMessage } from './plain-page';

export interface PayPageOptions {
  feePaise: number;
  timeZone: string;
  context: PayContext;
}

/** The page's language (issue 32), and how it was chosen. */
export interface PayPageLanguage {
  lang: 'en' | 'hi';
  /** An English text of the page, or a message of the server, in the page's language. */
  say: (text: string) => string;
  /** The language the link named (`?lang=`), kept by the form; null: the browser's (Accept-Language). */
  named: 'en' | 'hi' | null;
}

/** The page as it always was: English, its link naming no language. */
export const ENGLISH_PAGE: PayPageLanguage = { lang: 'en', say: (text) => text, named: null };

/** The page's own address in the language its link named. */
export const payPagePath = (reference: string, language: PayPageLanguage, query = '') => {
  const params = [query, language.named ? `lang=${language.named}` : ''].filter(Boolean).join('&');
  return `/api/pay/${reference}${params ? `?${params}` : ''}`;
};

/** The line a reference names, as the dues list shows it now. */
async function lineFor(db: Db, reference: string, options: PayPageOptions) {
  const ref = referencePattern.test(reference) ? await lineOfReference(db, reference) : null;
  if (!ref) throw notFound(DUES_MESSAGES.referenceNotFound);
  const dues = await listDues(db, ref.season, options.feePaise, options.timeZone, options.context);
  const fee = dues.rows.find((r) => r.reference === reference);
  if (fee) return { season: ref.season, what: `Registration fee ${ref.season}`, owedPaise: dues.feePaise, line: fee };
  const charge = dues.charges.find((c) => c.reference === reference);
  // A line no longer owed (a sign-up no longer approved, a withdrawn charge) has no page.
  if (!charge) throw notFound(DUES_MESSAGES.referenceNotFound);
  return { season: ref.season, what: charge.reason, owedPaise: charge.owedPaise, line: charge };
}

/** The line's UPI QR code as SVG, named for screen readers; null when it is paid or has no link. */
async function qrSvg(link: string, label: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" `);
}

/** The QR code alone (404 when the line is paid or the league has no UPI ID). */
export async function payQrSvg(db: Db, reference: string, options: PayPageOptions): Promise<string> {
  const { owedPaise, line } = await lineFor(db, reference, options);
  if (!line.upiLink) throw notFound(DUES_MESSAGES.referenceNotFound);
  return qrSvg(line.upiLink, `UPI QR code: ${formatRupees(owedPaise)} to ${options.context.payee.payeeName}`);
}

/** The page's HTML, in English unless told otherwise. */
export async function renderPayPage(
  db: Db,
  reference: string,
  options: PayPageOptions,
  message: PageMessage | null = null,
  language: PayPageLanguage = ENGLISH_PAGE,
): Promise<string> {
  const { what, owedPaise, line } = await lineFor(db, reference, options);
  const { leagueName, payee } = options.context;
  const { say, lang } = language;
  const e = escapeHtml;
  let body: string;
  if (line.paid) {
    body = `<p class="message" role="status">${say('Paid. Thank you.')}</p>`;
  } else if (!line.upiLink) {
    body = `<p class="message">${say('The league has not set a UPI ID yet: ask the treasurer how to pay.')}</p>`;
  } else {
    const svg = await qrSvg(line.upiLink, say(`UPI QR code: ${formatRupees(owedPaise)} to ${payee.payeeName}`));
    body = `<div class="qr">${svg}</div>
<p><a class="button" href="${e(line.upiLink)}">${say(`Pay ${e(formatRupees(owedPaise))} in your UPI app`)}</a></p>
<p class="note">${say(`Scan the code with any UPI app, or pay ${e(payee.payeeName)} at <code>${e(payee.upiId ?? '')}</code> with the note <code>${e(reference)}</code>.`)}</p>
<form method="post" action="${e(payPagePath(reference, language))}">
<label for="upiRef">${say('Paid already? The 12-digit UPI reference your app shows')}</label>
<input id="upiRef" name="upiRef" inputmode="numeric" autocomplete="off" pattern="[0-9]{12}" maxlength="12" required value="${e(line.upiRef ?? '')}">
<button type="submit">${say('Send the reference')}</button>
</form>`;
  }
  // The Hindi page leads to the English one (a browser set to Hindi gets Hindi by itself).
  const english =
    lang === 'hi' ? `\n<p class="note"><a href="${e(payPagePath(reference, { ...language, named: 'en' }))}" hreflang="en" lang="en">English</a></p>` : '';
  const said = message && { ...message, text: say(message.text) };
  return plainPage(
    // Marked: "Pay:" reads to the extractor as a header line.
    say(/* message */ `Pay: ${what} · ${leagueName}`),
    `<h1>${e(leagueName)}</h1><p class="what">${say(/* message */ `${e(what)} · reference <code>${e(reference)}</code>`)}</p>
<p class="amount">${e(formatRupees(owedPaise))}</p>${messageHtml(said)}${body}${english}`,
    lang,
  );
}

/** Records the payer's UPI reference on their line (while it is owed; one line per UPI reference). */
export async function saveUpiRef(db: Db, reference: string, upiRef: string, options: PayPageOptions): Promise<void> {
  const { line } = await lineFor(db, reference, options);
  if (line.paid) throw conflict(DUES_MESSAGES.alreadyPaid);
  await db
    .transaction(async (tx) => {
      const [taken] = await tx
        .select({ reference: registrationDuesRefs.reference })
        .from(registrationDuesRefs)
        .where(and(eq(registrationDuesRefs.upiRef, upiRef), ne(registrationDuesRefs.reference, reference)));
      if (taken) throw conflict(DUES_MESSAGES.upiRefTaken);
      await tx.update(registrationDuesRefs).set({ upiRef, upiRefAt: new Date() }).where(eq(registrationDuesRefs.reference, reference));
    })
    .catch((error: unknown) => {
      // Another line took it between the check and the write (the unique index).
      throw pgErrorCode(error) === '23505' ? conflict(DUES_MESSAGES.upiRefTaken) : error;
    });
}
