/**
 * The sign-up form's routes, at the site's own address (registered without the /api prefix):
 * `GET /register` (the form, or a note that sign-ups closed) and `POST /register` (a
 * multipart form with an optional photo, or a plain urlencoded one); the same in Hindi at
 * `/hi/register` (issue 32), its words and the server's messages from the site's catalogs. Public, rate limited per
 * address, with a honeypot. A browser's form always gets a page back, whatever went wrong (a
 * form sent without script lands somewhere readable), with the status of what happened; any
 * other client gets the JSON envelope.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type FeatureOptions } from '@league/core/server';
import { say, wordsOf, type Messages } from '@league/ui/i18n/say';
import { SIGNUP_MESSAGES, SIGNUP_PHOTO_MAX_BYTES, SIGNUP_POSTS_PER_TEN_MINUTES, signupFormSchema, type SignupForm } from '../signup-contract';
import { acceptFormPosts, sendPage } from './plain-page';
import { newReference } from './references';
import {
  closingDay,
  precheckSignup,
  renderConfirmation,
  renderSignupForm,
  saveSignup,
  SignupInputError,
  type SignupOutcome,
  type SignupPageContext,
  type SignupSettings,
} from './signup-form';

/** What the page takes from the league's settings, all from one read of them. */
export interface SignupPageSettings {
  leagueName: string;
  feePaise: number;
  /** The form's settings now, `open` decided in the league's time zone. */
  signup: SignupSettings;
}

export interface SignupFormOptions extends Pick<FeatureOptions, 'db'> {
  /** The league's settings as the page needs them now: called once a request. */
  settings: () => Promise<SignupPageSettings>;
  /**
   * Re-encodes a photo (its metadata dropped) and stores it, answering the address it is
   * served at; throws a 4xx HttpError for bytes that are no picture. None: no photo is asked.
   */
  savePhoto?: (bytes: Buffer) => Promise<string>;
  /**
   * Removes a photo `savePhoto` stored: one a resubmission replaced, or one stored for a
   * sign-up that then failed to be written. Without it such photos stay in storage.
   */
  removePhoto?: (url: string) => Promise<unknown>;
  /**
   * The site's compiled catalogs of a language (the web build's `/locales/{lang}/*.json`) the
   * Hindi form is written with. None, or none built: the form at /hi/register is in English.
   */
  catalogs?: (lang: 'hi') => Record<string, unknown>[];
}

type Fields = Partial<Record<keyof SignupForm, string>>;

const photoTooLarge = () => new SignupInputError(SIGNUP_MESSAGES.photoSize, 'photo');

/** A browser's form post (as opposed to a client posting JSON). */
const fromPage = (request: FastifyRequest) => {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
};

/** Reads the posted form: its text fields, and the photo's bytes when one was chosen. */
async function readForm(request: FastifyRequest): Promise<{ fields: Fields; photo: Buffer | null }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Fields, photo: null };
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'photo') {
        part.file.resume(); // not ours: let it flow past
      } else {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw photoTooLarge();
        // A form sent with no file chosen still carries an empty part.
        if (bytes.length) photo = bytes;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw new SignupInputError('The form arrived incomplete: send it again.');
  }
  return { fields, photo };
}

export const signupFormRoutes: FastifyPluginAsyncZod<SignupFormOptions> = async (app, options) => {
  const { db } = options;
  await app.register(multipart, { limits: { fileSize: SIGNUP_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 2000, parts: 22 } });
  acceptFormPosts(app, 16 * 1024);

  /** Removes a stored photo nobody will see again; a failure leaves an orphan file, logged, never a refused sign-up. */
  async function forget(request: FastifyRequest, url: string): Promise<void> {
    await options.removePhoto?.(url).catch((error: unknown) => request.log.warn({ err: error, url }, 'sign-up form: a photo could not be removed'));
  }

  // The Hindi words, read once (the build does not change under a running server).
  let hindi: ((text: string) => string) | undefined;
  const sayIn = (lang: 'en' | 'hi') => {
    if (lang === 'en') return (text: string) => text;
    if (!hindi) {
      const i18n = wordsOf('hi', (options.catalogs?.('hi') ?? []) as Messages[]);
      hindi = (text: string) => say(i18n, text);
    }
    return hindi;
  };

  // One read of the settings a request: the error page a failed post answers reuses the post's.
  const contexts = new WeakMap<FastifyRequest, Promise<SignupPageContext>>();
  function context(request: FastifyRequest): Promise<SignupPageContext> {
    let read = contexts.get(request);
    if (!read) {
      const lang = request.url.startsWith('/hi/') ? 'hi' : 'en';
      read = options.settings().then(({ leagueName, feePaise, signup }) => ({
        lang,
        say: sayIn(lang),
        leagueName,
        feePaise,
        settings: signup,
        photo: Boolean(options.savePhoto) && signup.fields.includes('photo'),
      }));
      contexts.set(request, read);
      // A read that failed is not kept: the error page tries once more.
      read.catch(() => contexts.delete(request));
    }
    return read;
  }

  // A browser's form gets the form back with the message, whatever the error (the rate
  // limit's 429, a body too large, a failure of ours); what was typed is kept where it was read.
  const typed = new WeakMap<FastifyRequest, Fields>();
  app.setErrorHandler(async (error: Error & { statusCode?: number; field?: string | null }, request, reply) => {
    if (request.method !== 'POST' || !fromPage(request)) throw error;
    const status = error.statusCode ?? 500;
    const text = status >= 500 ? 'Something went wrong on our side: nothing was kept. Send the form again in a minute.' : error.message;
    if (status >= 500) request.log.error({ err: error }, 'sign-up form failed');
    const field = (error as SignupInputError).field ?? null;
    return sendPage(reply, renderSignupForm(await context(request), typed.get(request) ?? {}, { text, field }), status);
  });

  for (const path of ['/register', '/hi/register']) {
    app.get(path, { schema: { tags: ['registrations'] } }, async (request, reply) => {
      const ctx = await context(request);
      return sendPage(reply, renderSignupForm(ctx), ctx.settings.open ? 200 : 403);
    });
    app.post(path, { config: { rateLimit: { max: SIGNUP_POSTS_PER_TEN_MINUTES, timeWindow: '10 minutes' } }, schema: { tags: ['registrations'] } }, post);
  }

  async function post(request: FastifyRequest, reply: FastifyReply) {
    const ctx = await context(request);
    if (!ctx.settings.open) throw new HttpError(403, SIGNUP_MESSAGES.closed(closingDay(ctx.settings.closesOn!)));
    const read = await readForm(request);
    typed.set(request, read.fields);
    const parsed = signupFormSchema.safeParse(read.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SignupInputError(issue?.message ?? SIGNUP_MESSAGES.name, (issue?.path[0] as keyof SignupForm | undefined) ?? null);
    }
    const form = parsed.data;
    let outcome: SignupOutcome;
    if (form.website) {
      // A robot filled the field people cannot see: it is told what a person would be, and nothing is kept.
      request.log.info('sign-up form: honeypot filled, nothing kept');
      outcome = { reference: newReference(8), name: form.fullName, updated: false, minor: false, consented: true };
    } else {
      // Everything that can refuse the sign-up is checked before a photo is stored.
      await precheckSignup(db, form);
      let photoUrl: string | null = null;
      if (read.photo && ctx.photo) {
        photoUrl = await options.savePhoto!(read.photo).catch((error: unknown) => {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          throw status >= 500 ? error : status === 413 ? photoTooLarge() : new SignupInputError(SIGNUP_MESSAGES.photoType, 'photo');
        });
      }
      const stored = photoUrl;
      outcome = await saveSignup(db, form, stored).catch(async (error: unknown) => {
        // Nothing was kept: neither is the photo stored for it.
        if (stored) await forget(request, stored);
        throw error;
      });
      if (outcome.replacedPhotoUrl) await forget(request, outcome.replacedPhotoUrl);
    }
    const status = outcome.updated ? 200 : 201;
    if (fromPage(request)) return sendPage(reply, renderConfirmation(ctx, outcome), status);
    return reply.code(status).send({ success: true as const, updated: outcome.updated, ...(outcome.updated ? {} : { reference: outcome.reference }) });
  }
};
