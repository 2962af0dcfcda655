/**
 * Contract primitives shared by every feature's contract: the same schema validates the
 * form in the browser, the route on the server and the msw handler in tests.
 */
import { z } from 'zod';

/** A required, trimmed text field whose every failure reads `message` (spec 5 wording). */
/*#__NO_SIDE_EFFECTS__*/
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** Optional trimmed text: blank becomes undefined, so "empty ... omitted" (spec 5) holds. */
/*#__NO_SIDE_EFFECTS__*/
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** Record ids are UUIDs; a malformed id is a 404 for the client, never a database error. */
export const idSchema = z.string().uuid('Invalid id');
export const idParamsSchema = z.object({ id: z.string() });

/**
 * An absolute http(s) URL. `javascript:`, `data:` and relative links are refused
 * (decisions.md 3, quality S5).
 */
export const httpUrlSchema = z
  .string({ error: 'Link must be an absolute http(s) URL' })
  .trim()
  .max(2000, 'Link is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, 'Link must be an absolute http(s) URL');

/**
 * Control characters and the invisible marks that reorder text (bidirectional overrides,
 * embeddings, isolates): in a team, match or player name they can hide or reverse what
 * others read on a scorecard or an export (issue 18).
 */
export const UNSAFE_TEXT = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const UNSAFE_TEXT_MESSAGE = 'Names cannot contain control or text-direction characters';

/** Refuses control and bidi-override characters in a name (wraps any string schema). */
/*#__NO_SIDE_EFFECTS__*/
export function plainName<T extends z.ZodType<string | undefined | null>>(schema: T) {
  return schema.refine((value) => typeof value !== 'string' || !UNSAFE_TEXT.test(value), UNSAFE_TEXT_MESSAGE);
}

/** Where this site serves uploaded images: a gallery file key, nothing else on the site. */
export const UPLOAD_PATH = /^\/api\/gallery\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.(jpg|png|webp|gif)$/;

/** A photo: an absolute http(s) address, or one of this site's upload paths. */
export const photoUrlSchema = z.union([httpUrlSchema, z.string().trim().regex(UPLOAD_PATH, 'Photo must be an http(s) link')], {
  error: 'Photo must be an http(s) link',
});

/** Money is integer paise, strictly positive, with a cap (1 crore rupees) against typos. */
export const MAX_PAISE = 10_000_000_00;
export const paiseSchema = z
  .number({ error: 'Amount must be a number of paise' })
  .int('Amount must be whole paise')
  .positive('Amount must be above 0')
  .max(MAX_PAISE, 'Amount is too large');

/** Phone numbers are digits only, 6-15 of them (decisions.md 4). */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\d{6,15}$/, 'Phone must be 6-15 digits');

/** An ISO date-time with an offset, as the server answers it. */
export const isoDateTimeSchema = z.string().datetime({ offset: true });

/** Every error answer (decisions.md 3). */
export const errorSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorBody = z.infer<typeof errorSchema>;

/** A plain success answer for writes that return nothing else. */
export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** Wraps a payload in the spec's `{data}` envelope (success added for clients that read it). */
/*#__NO_SIDE_EFFECTS__*/
export function dataEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Roles carried by app tokens. Only `admin` may write. */
export const ADMIN_ROLE = 'admin';

/** Public settings the browser reads from GET /api/config (one build runs anywhere). */
export const publicConfigSchema = z.object({
  leagueName: z.string(),
  leagueShortName: z.string(),
  googleClientId: z.string().nullable(),
  registrationFormUrl: z.string().nullable(),
  timeZone: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  social: z.object({
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    facebook: z.string().nullable(),
  }),
  passwordLogin: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Days since 1970-01-01 of a real calendar date "YYYY-MM-DD" (2026-02-30 is not one), else null. */
export function calendarDayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  return m && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date ? ms / 86_400_000 : null;
}
