/**
 * The league's own sign-up form at /register (part 3 spec 6): a plain page with no script
 * (it works on any phone, and costs the site's bundle nothing), the fields the league chose in
 * Settings, the fee, and for a player under 18 the guardian and the two consents, recorded with
 * when and how ("the sign-up form"). A submission is one sign-up row keyed by the phone, so a
 * second one from the same phone and name updates the first and says so; a sign-up the league
 * has reviewed is not changed from the form.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { formatRupees } from '@league/ui/format';
import { conflict, escapeHtml, HttpError, pgErrorCode } from '@league/core/server';
import { parseBirthDate } from '@league/people/contract';
import { isPhoneKey, normalisePhone } from '@league/players/contract';
import { SIGNUP_MESSAGES, SIGNUP_ROLES, type SignupForm } from '../signup-contract';
import { isMinor, nameKey } from './plan';
import { messageHtml, plainPage } from './plain-page';
import { newReference } from './references';
import { registrations } from './schema';

/** Who recorded a consent given on the form (the admin's email when an admin records one). */
export const FORM_CONSENT_BY = 'the sign-up form';

export interface SignupSettings {
  /** The optional fields the league asks for: 'email', 'role', 'photo'. */
  fields: readonly string[];
  /** The last day sign-ups are taken (YYYY-MM-DD, the league's zone), or null. */
  closesOn: string | null;
  /** Whether the form takes sign-ups today (settings' `signupOpen`, in the league's zone). */
  open: boolean;
}

export interface SignupPageContext {
  /** The page's language (English at /register, Hindi at /hi/register: issue 32). */
  lang: 'en' | 'hi';
  /** An English text of the page, or a message of the server, in the page's language. */
  say: (text: string) => string;
  leagueName: string;
  feePaise: number;
  settings: SignupSettings;
  /** Whether photos can be taken (a store is configured and the league asks for one). */
  photo: boolean;
}

const e = escapeHtml;
/** A closing day as the page says it: 14 December 2026 (14 दिसंबर 2026 in Hindi). */
export const closingDay = (date: string, lang: 'en' | 'hi' = 'en') =>
  new Intl.DateTimeFormat(`${lang}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The site's address in the page's language: `/` or `/hi`, `/register` or `/hi/register`. */
const inLanguage = (context: SignupPageContext, path: string) => (context.lang === 'hi' ? `/hi${path === '/' ? '' : path}` : path);

type FieldName = keyof SignupForm | 'photo';

/** A 400 whose message the page shows above the form, with the field at fault marked. */
export class SignupInputError extends HttpError {
  constructor(
    message: string,
    readonly field: FieldName | null = null,
  ) {
    super(400, message);
  }
}

/** The message of a problem, and the field it is about (for aria-invalid). */
export interface FormProblem {
  text: string;
  field?: FieldName | null;
}

const field = (name: string, label: string, input: string, hint = '') =>
  `<label for="${name}">${label}</label>${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}${input}`;

function fieldsHtml(context: SignupPageContext, values: Partial<Record<keyof SignupForm, string>>, fault: FieldName | null): string {
  const v = (key: keyof SignupForm) => values[key] ?? '';
  // The field the message above is about is marked, and described by it (and by its hint).
  const described = (name: FieldName, hint: boolean) => {
    const ids = [...(fault === name ? ['problem'] : []), ...(hint ? [`${name}-hint`] : [])];
    return `${fault === name ? ' aria-invalid="true"' : ''}${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}`;
  };
  const input = (name: keyof SignupForm, attrs: string, hint = false) =>
    `<input id="${name}" name="${name}" value="${e(v(name))}" ${attrs}${described(name, hint)}>`;
  const asks = (name: string) => context.settings.fields.includes(name);
  const say = context.say;
  const checked = (key: keyof SignupForm) => (v(key) === 'on' ? ' checked' : '');
  const parts = [
    // The player's own details: a browser's autofill would give the parent's, so it is off here.
    field('fullName', say('Full name'), input('fullName', 'autocomplete="off" maxlength="100" required')),
    field(
      'phone',
      say('Mobile number'),
      input('phone', 'type="tel" inputmode="tel" autocomplete="off" maxlength="40" required', true),
      say('The player’s own, or a parent’s. Sending the form again with this number and name updates the sign-up.'),
    ),
    field(
      'dateOfBirth',
      say('Date of birth'),
      input('dateOfBirth', 'autocomplete="off" placeholder="DD/MM/YYYY" maxlength="40" required', true),
      say('For example 14/05/2013.'),
    ),
  ];
  if (asks('email')) parts.push(field('email', say('Email (optional)'), input('email', 'type="email" autocomplete="off" maxlength="200"')));
  if (asks('role')) {
    const options = ['', ...SIGNUP_ROLES]
      .map((role) => `<option value="${e(role)}"${v('role') === role ? ' selected' : ''}>${role ? e(role) : say('Choose (optional)')}</option>`)
      .join('');
    parts.push(field('role', say('Plays as'), `<select id="role" name="role"${described('role', false)}>${options}</select>`));
  }
  if (context.photo)
    parts.push(
      field(
        'photo',
        say('Photo (optional)'),
        `<input id="photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp"${described('photo', true)}>`,
        `${say('A JPEG, PNG or WebP picture, at most 8 MB. Its location and camera details are removed.')}${fault ? ` ${say('If you chose one, choose it again.')}` : ''}`,
      ),
    );
  parts.push(`<fieldset><legend>${say('For a player under 18')}</legend>
<p class="hint">${say('A parent or guardian fills this in. A child’s name and figures stay off the website until you agree below.')}</p>
${field('guardianName', say('Parent or guardian’s name'), input('guardianName', 'autocomplete="name" maxlength="100"'))}
${field('guardianPhone', say('Parent or guardian’s mobile number'), input('guardianPhone', 'type="tel" inputmode="tel" autocomplete="tel" maxlength="40"'))}
<label class="check"><input type="checkbox" name="consentPublish"${checked('consentPublish')}><span>${say('I am the player’s parent or guardian, and I agree that the league may show the player’s name and match figures on its website.')}</span></label>
<label class="check"><input type="checkbox" name="consentPhotos"${checked('consentPhotos')}><span>${say('I agree that the league may publish photos of the player.')}</span></label>
</fieldset>`);
  // The honeypot: off screen and out of the tab order; people leave it empty.
  parts.push(
    `<div class="hp" aria-hidden="true"><label for="website">${say('Leave this empty')}</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>`,
  );
  return parts.join('\n');
}

function header(context: SignupPageContext): string {
  const { say } = context;
  const fee =
    context.feePaise > 0
      ? say(`The season’s fee is <strong>${e(formatRupees(context.feePaise))}</strong>, paid by UPI once the league approves the sign-up.`)
      : '';
  const closes = context.settings.closesOn ? ` ${say(`Sign-ups close on ${e(closingDay(context.settings.closesOn, context.lang))}.`)}` : '';
  return `<h1>${say(`Sign up for ${e(context.leagueName)}`)}</h1><p class="what">${fee}${closes}</p>`;
}

/** The form, empty or as sent with what was wrong. */
export function renderSignupForm(
  context: SignupPageContext,
  values: Partial<Record<keyof SignupForm, string>> = {},
  problem: FormProblem | null = null,
): string {
  const { say, lang } = context;
  const title = `${problem ? `${say(/* message */ 'Error:')} ` : ''}${say(`Sign up · ${context.leagueName}`)}`;
  const back = `<p><a href="${inLanguage(context, '/')}">${say('Back to the league’s site')}</a></p>`;
  if (!context.settings.open)
    return plainPage(
      title,
      `<h1>${say(`Sign up for ${e(context.leagueName)}`)}</h1>${messageHtml({ text: say(SIGNUP_MESSAGES.closed(closingDay(context.settings.closesOn!, lang))) })}${back}`,
      lang,
    );
  const enctype = context.photo ? ' enctype="multipart/form-data"' : '';
  return plainPage(
    title,
    `${header(context)}${problem ? `<p class="message error" role="alert" id="problem">${e(say(problem.text))}</p>` : ''}<form method="post" action="${inLanguage(context, '/register')}"${enctype}>
${fieldsHtml(context, values, problem?.field ?? null)}
<button type="submit">${say('Send sign-up')}</button>
</form>
<p class="note">${say('The league uses these details to organise the season: phone numbers and dates of birth are never shown on the website.')}</p>`,
    lang,
  );
}

export interface SignupOutcome {
  reference: string;
  name: string;
  updated: boolean;
  minor: boolean;
  consented: boolean;
  /** The photo a resubmission's new one replaced, for the caller to remove from storage. */
  replacedPhotoUrl?: string | null;
}

/** The confirmation the player keeps: the reference, and what happens next. */
export function renderConfirmation(context: SignupPageContext, outcome: SignupOutcome): string {
  const { say } = context;
  const lead = say(outcome.updated ? SIGNUP_MESSAGES.updated : `Thank you: ${outcome.name}’s sign-up has reached ${context.leagueName}.`);
  // An update shows no reference: whoever sent it may not be who was given it.
  const reference = outcome.updated
    ? `<p>${say('The reference is the one the first confirmation gave.')}</p>`
    : `<h2>${say('Your reference')}</h2><p class="reference"><code>${e(outcome.reference)}</code></p>
<p class="note">${say('Keep it (a screenshot will do): quote it when you talk to the organisers.')}</p>`;
  const hidden =
    outcome.minor && !outcome.consented
      ? `<p>${say(`${e(outcome.name)}’s name stays off the website until a parent or guardian agrees to it (send the form again, or tell the organisers).`)}</p>`
      : '';
  const fee = context.feePaise > 0 ? ` ${say(`Once it is approved, the season’s fee of ${e(formatRupees(context.feePaise))} is due, payable by UPI.`)}` : '';
  return plainPage(
    say(`Signed up · ${context.leagueName}`),
    `<h1>${e(context.leagueName)}</h1>${messageHtml({ text: lead })}
${reference}
<h2>${say('What happens next')}</h2><p>${say('The organisers review every sign-up.')}${fee}</p>${hidden}
<p><a href="${inLanguage(context, '/')}">${say('Back to the league’s site')}</a></p>`,
    context.lang,
  );
}

/** A submission that passed the contract, checked as a sign-up: phone, age, the guardian. */
export function checkSignup(form: SignupForm, now: Date) {
  const phone = normalisePhone(form.phone);
  if (!isPhoneKey(phone)) throw new SignupInputError(SIGNUP_MESSAGES.phone, 'phone');
  if (!parseBirthDate(form.dateOfBirth, now)) throw new SignupInputError(SIGNUP_MESSAGES.dateOfBirth, 'dateOfBirth');
  const minor = isMinor(form.dateOfBirth, now);
  const guardianPhone = normalisePhone(form.guardianPhone);
  if (minor && !form.guardianName) throw new SignupInputError(SIGNUP_MESSAGES.guardianName, 'guardianName');
  if (minor && !isPhoneKey(guardianPhone)) throw new SignupInputError(SIGNUP_MESSAGES.guardianPhone, 'guardianPhone');
  // An adult's sign-up keeps no guardian.
  return { phone, minor, guardianName: minor ? form.guardianName : '', guardianPhone: minor ? guardianPhone : '' };
}

type Row = typeof registrations.$inferSelect;

/** The sign-up rows a submission can be: the phone's, and a second child's on that phone. */
async function candidates(db: Executor, phone: string, name: string, lock: boolean) {
  const keys = { phone: `tel:${phone}`, sibling: `tel:${phone}~${nameKey(name)}` };
  const query = db
    .select()
    .from(registrations)
    .where(inArray(registrations.rowKey, [keys.phone, keys.sibling]));
  const rows = lock ? await query.for('update') : await query;
  const same = rows.find((r) => nameKey(r.fullName) === nameKey(name)) ?? null;
  return { keys, rows, same };
}

/**
 * What the form may not change of a sign-up on record: one the league reviewed, and a child's
 * guardian (a resubmission must name the same guardian's phone; anyone who knows a family's
 * phone and a child's name could otherwise give consent in the guardian's place).
 */
function refuseChange(same: Row | null, checked: ReturnType<typeof checkSignup>) {
  if (!same) return;
  if (same.status !== 'pending') throw conflict(SIGNUP_MESSAGES.reviewed);
  if (same.guardianPhone && same.guardianPhone !== checked.guardianPhone) throw conflict(SIGNUP_MESSAGES.guardianChanged);
}

/** Checks a submission against what is on record before anything is stored (a photo included). */
export async function precheckSignup(db: Executor, form: SignupForm, now = new Date()): Promise<void> {
  const checked = checkSignup(form, now);
  refuseChange((await candidates(db, checked.phone, form.fullName, false)).same, checked);
}

/**
 * Writes the sign-up: the phone's row when it is this player's (or free), else, for a second
 * child on a parent's phone, a row of that phone and name. `photoUrl` is already stored. A
 * consent an organiser recorded stays whatever the form's boxes say.
 */
export async function saveSignup(db: Db, form: SignupForm, photoUrl: string | null, now = new Date()): Promise<SignupOutcome> {
  const checked = checkSignup(form, now);
  const name = form.fullName.replace(/\s+/g, ' ');
  const write = () =>
    db.transaction(async (tx) => {
      const { keys, rows, same } = await candidates(tx, checked.phone, form.fullName, true);
      refuseChange(same, checked);
      const byOrganiser = same?.consentAt && same.consentBy !== FORM_CONSENT_BY;
      const consentGiven = checked.minor && form.consentPublish;
      const values = {
        fullName: name,
        phNo: checked.phone,
        emailAddress: form.email,
        gmailId: form.email,
        role: form.role,
        dateOfBirth: form.dateOfBirth,
        guardianName: checked.guardianName,
        guardianPhone: checked.guardianPhone,
        // When and how: the form's own moment, and "the sign-up form" as who recorded it.
        ...(byOrganiser ? {} : { consentBy: consentGiven ? FORM_CONSENT_BY : null, consentAt: consentGiven ? (same?.consentAt ?? now) : null }),
        photoConsentAt: form.consentPhotos ? (same?.photoConsentAt ?? now) : null,
        submittedAt: now,
        ...(photoUrl ? { photoUrl } : {}),
      };
      if (same) {
        await tx
          .update(registrations)
          .set({ ...values, reference: same.reference ?? newReference(8) })
          .where(eq(registrations.id, same.id));
        const replacedPhotoUrl = photoUrl && same.photoUrl && same.photoUrl !== photoUrl ? same.photoUrl : null;
        return { reference: '', updated: true, consented: Boolean(byOrganiser) || consentGiven, replacedPhotoUrl };
      }
      const reference = newReference(8);
      const rowKey = rows.some((r) => r.rowKey === keys.phone) ? keys.sibling : keys.phone;
      await tx.insert(registrations).values({ ...values, rowKey, reference });
      return { reference, updated: false, consented: consentGiven };
    });
  // Two first submissions at once from one phone: the second finds the first's row.
  const written = await write().catch((error: unknown) => (pgErrorCode(error) === '23505' ? write() : Promise.reject(error)));
  return { ...written, name, minor: checked.minor };
}
