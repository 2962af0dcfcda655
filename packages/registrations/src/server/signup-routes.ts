/**
 * The sign-up form's routes, at the site's own address (registered without the /api prefix):
 * `GET /register` (the form, or a note that sign-ups closed) and `POST /register` (a
 * multipart form with an optional photo, or a plain urlencoded one). Public, rate limited per
 * address, with a honeypot; the answer is always a page (a form sent without script lands
 * somewhere readable), with the status of what happened.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type FeatureOptions } from '@league/core/server';
import { SIGNUP_MESSAGES, SIGNUP_PHOTO_MAX_BYTES, SIGNUP_POSTS_PER_TEN_MINUTES, signupFormSchema, type SignupForm } from '../signup-contract';
import { newReference } from './references';
import {
  closingDay,
  renderConfirmation,
  renderSignupForm,
  saveSignup,
  SignupInputError,
  type SignupOutcome,
  type SignupPageContext,
  type SignupSettings,
} from './signup-form';

export interface SignupFormOptions extends Pick<FeatureOptions, 'db'> {
  timeZone: string;
  fee: () => Promise<number>;
  leagueName: () => Promise<string>;
  signup: () => Promise<SignupSettings>;
  /**
   * Re-encodes a photo (its metadata dropped) and stores it, answering the address it is
   * served at; throws a 4xx HttpError for bytes that are no picture. None: no photo is asked.
   */
  savePhoto?: (bytes: Buffer) => Promise<string>;
}

type Fields = Partial<Record<keyof SignupForm, string>>;

class PhotoTooLarge extends SignupInputError {
  constructor() {
    super(SIGNUP_MESSAGES.photoSize);
  }
}

/** Reads the posted form: its text fields, and the photo's bytes when one was chosen. */
async function readForm(request: FastifyRequest): Promise<{ fields: Fields; photo: Buffer | null }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Fields, photo: null };
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new PhotoTooLarge();
        // A form sent without a file chosen still carries an empty part.
        if (part.fieldname === 'photo' && bytes.length) photo = bytes;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PhotoTooLarge();
    throw new SignupInputError('The form arrived incomplete: send it again.');
  }
  return { fields, photo };
}

export const signupFormRoutes: FastifyPluginAsyncZod<SignupFormOptions> = async (app, options) => {
  const { db, timeZone } = options;
  await app.register(multipart, { limits: { fileSize: SIGNUP_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 2000, parts: 22 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function context(): Promise<SignupPageContext> {
    const [leagueName, feePaise, settings] = await Promise.all([options.leagueName(), options.fee(), options.signup()]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    return {
      leagueName,
      feePaise,
      settings,
      open: !settings.closesOn || today <= settings.closesOn,
      photo: Boolean(options.savePhoto) && settings.fields.includes('photo'),
    };
  }

  const page = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);

  app.get('/register', { schema: { tags: ['registrations'] } }, async (_request, reply) => {
    const ctx = await context();
    return page(reply, renderSignupForm(ctx), ctx.open ? 200 : 403);
  });

  app.post(
    '/register',
    { config: { rateLimit: { max: SIGNUP_POSTS_PER_TEN_MINUTES, timeWindow: '10 minutes' } }, schema: { tags: ['registrations'] } },
    async (request, reply) => {
      // A browser's form gets a page back whatever happens; any other client the JSON envelope.
      const type = request.headers['content-type'] ?? '';
      const fromPage = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
      const ctx = await context();
      let fields: Fields = {};
      try {
        if (!ctx.open) throw new HttpError(403, SIGNUP_MESSAGES.closed(closingDay(ctx.settings.closesOn!)));
        const read = await readForm(request);
        fields = read.fields;
        const parsed = signupFormSchema.safeParse(fields);
        if (!parsed.success) throw new SignupInputError(parsed.error.issues[0]?.message ?? SIGNUP_MESSAGES.name);
        const form = parsed.data;
        let outcome: SignupOutcome;
        if (form.website) {
          // A robot filled the field people cannot see: it is told what a person would be, and nothing is kept.
          outcome = { reference: newReference(8), name: form.fullName, updated: false, minor: false, consented: true };
        } else {
          let photoUrl: string | null = null;
          if (read.photo && ctx.photo) {
            photoUrl = await options.savePhoto!(read.photo).catch((error: unknown) => {
              const status = (error as { statusCode?: number }).statusCode ?? 500;
              throw status === 413 ? new PhotoTooLarge() : status < 500 ? new SignupInputError(SIGNUP_MESSAGES.photoType) : error;
            });
          }
          outcome = await saveSignup(db, form, photoUrl);
        }
        const status = outcome.updated ? 200 : 201;
        if (fromPage) return page(reply, renderConfirmation(ctx, outcome), status);
        return reply.code(status).send({ success: true as const, reference: outcome.reference, updated: outcome.updated });
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (!fromPage || ![400, 403, 409].includes(status)) throw error;
        return page(reply, renderSignupForm(ctx, fields, { text: (error as Error).message, error: true }), status);
      }
    },
  );
};
