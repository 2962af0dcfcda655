/**
 * The league's own sign-up form at /register (part 3 spec 6): a plain page with no script
 * (it works on any phone, and costs the site's bundle nothing), the fields the league chose in
 * Settings, the fee, and for a player under 18 the guardian and the two consents, recorded with
 * when and how ("the sign-up form"). A submission is one sign-up row keyed by the phone, so a
 * second one from the same phone and name updates the first and says so; a sign-up the league
 * has reviewed is not changed from the form.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@league/core/server';
import { conflict, escapeHtml, HttpError, pgErrorCode } from '@league/core/server';
import { parseBirthDate } from '@league/people/contract';
import { isPhoneKey, normalisePhone } from '@league/players/contract';
import { SIGNUP_MESSAGES, SIGNUP_ROLES, type SignupForm } from '../signup-contract';
import { isMinor } from './plan';
import { messageHtml, plainPage, type PageMessage } from './plain-page';
import { newReference, rupees } from './references';
import { registrations } from './schema';

/** Who recorded a consent given on the form (the admin's email when an admin records one). */
export const FORM_CONSENT_BY = 'the sign-up form';

export interface SignupSettings {
  /** The optional fields the league asks for: 'email', 'role', 'photo'. */
  fields: readonly string[];
  /** The last day sign-ups are taken (YYYY-MM-DD, the league's zone), or null. */
  closesOn: string | null;
}

export interface SignupPageContext {
  leagueName: string;
  feePaise: number;
  settings: SignupSettings;
  /** False once the closing day has passed. */
  open: boolean;
  /** Whether photos can be taken (a store is configured and the league asks for one). */
  photo: boolean;
}

const e = escapeHtml;
/** A closing day as the page says it: 14 December 2026. */
export const closingDay = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A 400 whose message the page shows next to the form. */
export class SignupInputError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

const field = (name: string, label: string, input: string, hint = '') =>
  `<label for="${name}">${label}</label>${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}${input}`;

const textInput = (name: string, value: string, attrs: string) => `<input id="${name}" name="${name}" value="${e(value)}" ${attrs}>`;

function fieldsHtml(context: SignupPageContext, values: Partial<Record<keyof SignupForm, string>>): string {
  const v = (key: keyof SignupForm) => values[key] ?? '';
  const asks = (name: string) => context.settings.fields.includes(name);
  const checked = (key: keyof SignupForm) => (v(key) === 'on' ? ' checked' : '');
  const parts = [
    field('fullName', 'Full name', textInput('fullName', v('fullName'), 'autocomplete="name" maxlength="100" required')),
    field(
      'phone',
      'Mobile number',
      textInput('phone', v('phone'), 'type="tel" inputmode="tel" autocomplete="tel" maxlength="40" required aria-describedby="phone-hint"'),
      'The player’s own, or a parent’s. Sending the form again from this number updates the sign-up.',
    ),
    field(
      'dateOfBirth',
      'Date of birth',
      textInput('dateOfBirth', v('dateOfBirth'), 'autocomplete="bday" placeholder="DD/MM/YYYY" maxlength="40" required aria-describedby="dateOfBirth-hint"'),
      'For example 14/05/2013.',
    ),
  ];
  if (asks('email')) parts.push(field('email', 'Email (optional)', textInput('email', v('email'), 'type="email" autocomplete="email" maxlength="200"')));
  if (asks('role')) {
    const options = ['', ...SIGNUP_ROLES]
      .map((role) => `<option value="${e(role)}"${v('role') === role ? ' selected' : ''}>${role ? e(role) : 'Choose (optional)'}</option>`)
      .join('');
    parts.push(field('role', 'Plays as', `<select id="role" name="role">${options}</select>`));
  }
  if (context.photo)
    parts.push(
      field(
        'photo',
        'Photo (optional)',
        '<input id="photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="photo-hint">',
        'A JPEG, PNG or WebP picture, at most 8 MB. Its location and camera details are removed.',
      ),
    );
  parts.push(`<fieldset><legend>For a player under 18</legend>
<p class="hint">A parent or guardian fills this in. A child’s name and figures stay off the website until you agree below.</p>
${field('guardianName', 'Parent or guardian’s name', textInput('guardianName', v('guardianName'), 'autocomplete="off" maxlength="100"'))}
${field('guardianPhone', 'Parent or guardian’s mobile number', textInput('guardianPhone', v('guardianPhone'), 'type="tel" inputmode="tel" maxlength="40"'))}
<label class="check"><input type="checkbox" name="consentPublish"${checked('consentPublish')}><span>I am the player’s parent or guardian, and I agree that the league may show the player’s name and match figures on its website.</span></label>
<label class="check"><input type="checkbox" name="consentPhotos"${checked('consentPhotos')}><span>I agree that the league may publish photos of the player.</span></label>
</fieldset>`);
  // The honeypot: off screen and out of the tab order; people leave it empty.
  parts.push(
    `<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>`,
  );
  return parts.join('\n');
}

function header(context: SignupPageContext): string {
  const fee =
    context.feePaise > 0 ? `The season’s fee is <strong>${e(rupees(context.feePaise))}</strong>, paid by UPI once the league approves the sign-up.` : '';
  const closes = context.settings.closesOn ? ` Sign-ups close on ${e(closingDay(context.settings.closesOn))}.` : '';
  return `<h1>Sign up for ${e(context.leagueName)}</h1><p class="what">${fee}${closes}</p>`;
}

/** The form, empty or as sent with what was wrong. */
export function renderSignupForm(
  context: SignupPageContext,
  values: Partial<Record<keyof SignupForm, string>> = {},
  message: PageMessage | null = null,
): string {
  const title = `Sign up · ${context.leagueName}`;
  if (!context.open)
    return plainPage(
      title,
      `<h1>Sign up for ${e(context.leagueName)}</h1>${messageHtml({ text: SIGNUP_MESSAGES.closed(closingDay(context.settings.closesOn!)) })}<p><a href="/">Back to the league’s site</a></p>`,
    );
  const enctype = context.photo ? ' enctype="multipart/form-data"' : '';
  return plainPage(
    title,
    `${header(context)}${messageHtml(message)}<form method="post" action="/register"${enctype}>
${fieldsHtml(context, values)}
<button type="submit">Send sign-up</button>
</form>
<p class="note">The league uses these details to organise the season: phone numbers and dates of birth are never shown on the website.</p>`,
  );
}

export interface SignupOutcome {
  reference: string;
  name: string;
  updated: boolean;
  minor: boolean;
  consented: boolean;
}

/** The confirmation the player keeps: the reference, and what happens next. */
export function renderConfirmation(context: SignupPageContext, outcome: SignupOutcome): string {
  const lead = outcome.updated ? SIGNUP_MESSAGES.updated : `Thank you: ${outcome.name}’s sign-up has reached ${context.leagueName}.`;
  const hidden =
    outcome.minor && !outcome.consented
      ? `<p>${e(outcome.name)}’s name stays off the website until a parent or guardian agrees to it (send the form again, or tell the organisers).</p>`
      : '';
  const fee = context.feePaise > 0 ? ` Once it is approved, the season’s fee of ${e(rupees(context.feePaise))} is due, payable by UPI.` : '';
  return plainPage(
    `Signed up · ${context.leagueName}`,
    `<h1>${e(context.leagueName)}</h1>${messageHtml({ text: lead })}
<h2>Your reference</h2><p class="reference"><code>${e(outcome.reference)}</code></p>
<p class="note">Keep it (a screenshot will do): quote it when you talk to the organisers.</p>
<h2>What happens next</h2><p>The organisers review every sign-up.${fee}</p>${hidden}
<p><a href="/">Back to the league’s site</a></p>`,
  );
}

/** A submission that passed the contract, checked as a sign-up: phone, age, the guardian. */
export function checkSignup(form: SignupForm, now: Date) {
  const phone = normalisePhone(form.phone);
  if (!isPhoneKey(phone)) throw new SignupInputError(SIGNUP_MESSAGES.phone);
  if (!parseBirthDate(form.dateOfBirth, now)) throw new SignupInputError(SIGNUP_MESSAGES.dateOfBirth);
  const minor = isMinor(form.dateOfBirth, now);
  const guardianPhone = normalisePhone(form.guardianPhone);
  if (minor && !form.guardianName) throw new SignupInputError(SIGNUP_MESSAGES.guardianName);
  if (minor && !isPhoneKey(guardianPhone)) throw new SignupInputError(SIGNUP_MESSAGES.guardianPhone);
  return { phone, minor, guardianPhone: form.guardianPhone ? guardianPhone : '' };
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Writes the sign-up: the phone's row when it is this player's (or free), else, for a second
 * child on a parent's phone, a row of that phone and name. `photoUrl` is already stored.
 */
export async function saveSignup(db: Db, form: SignupForm, photoUrl: string | null, now = new Date()): Promise<SignupOutcome> {
  const { phone, minor, guardianPhone } = checkSignup(form, now);
  const phoneKey = `tel:${phone}`;
  const siblingKey = `tel:${phone}~${nameKey(form.fullName)}`;
  const write = () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(registrations)
        .where(inArray(registrations.rowKey, [phoneKey, siblingKey]))
        .for('update');
      const same = rows.find((r) => nameKey(r.fullName) === nameKey(form.fullName));
      const rowKey = same?.rowKey ?? (rows.some((r) => r.rowKey === phoneKey) ? siblingKey : phoneKey);
      if (same && same.status !== 'pending') throw conflict(SIGNUP_MESSAGES.reviewed);
      const consentGiven = minor && form.consentPublish;
      const values = {
        fullName: form.fullName.replace(/\s+/g, ' '),
        phNo: phone,
        emailAddress: form.email,
        gmailId: form.email,
        role: form.role,
        dateOfBirth: form.dateOfBirth,
        guardianName: form.guardianName,
        guardianPhone,
        // When and how: the form's own moment, and "the sign-up form" as who recorded it.
        consentBy: consentGiven ? FORM_CONSENT_BY : null,
        consentAt: consentGiven ? (same?.consentAt ?? now) : null,
        photoConsentAt: form.consentPhotos ? (same?.photoConsentAt ?? now) : null,
        submittedAt: now,
        ...(photoUrl ? { photoUrl } : {}),
      };
      if (same) {
        await tx.update(registrations).set(values).where(eq(registrations.id, same.id));
        return { reference: same.reference ?? (await giveReference(tx, same.id)), updated: true };
      }
      const reference = newReference(8);
      await tx.insert(registrations).values({ ...values, rowKey, reference });
      return { reference, updated: false };
    });
  // Two first submissions at once from one phone: the second finds the first's row.
  const written = await write().catch((error: unknown) => (pgErrorCode(error) === '23505' ? write() : Promise.reject(error)));
  return { ...written, name: form.fullName.replace(/\s+/g, ' '), minor, consented: minor && form.consentPublish };
}

/** A sheet-imported row sent again through the form gets its reference now. */
async function giveReference(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string): Promise<string> {
  const reference = newReference(8);
  await tx
    .update(registrations)
    .set({ reference })
    .where(and(eq(registrations.id, id)));
  return reference;
}
