/**
 * Announcements: the zod contract shared by the form, the routes, the msw handlers and the
 * browser. Spec 3 (Announcement), 5 (validation), 7 (calls), 9 (types and priorities).
 */
import { z } from 'zod';
import { dataEnvelope, requiredText } from '@league/core/contract';

import { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TYPES, MESSAGES, MESSAGE_MAX, TITLE_MAX } from './constants';

export * from './constants';

/** A wall time without an offset, as a datetime-local input gives it ("2026-12-01T18:30"). */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/** True for a wall time the server reads in the league's time zone (see `resolveWallTimes`). */
export const isWallTime = (value: string | null): value is string => value !== null && WALL_TIME.test(value);

/**
 * Blank, null or absent becomes null (spec 5). A time with an offset is that instant (sent
 * on as ISO); one without is a wall time in the league's time zone, like match times, and
 * is passed on as typed for the server to place (the browser's own zone may differ).
 */
/*#__NO_SIDE_EFFECTS__*/
function optionalDateTime(message: string) {
  return z
    .union([z.string({ error: message }), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim();
      if (!text) return null;
      if (WALL_TIME.test(text) && !Number.isNaN(Date.parse(text.replace(' ', 'T')))) return text.replace(' ', 'T');
      if (!z.iso.datetime({ offset: true }).safeParse(text).success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return new Date(text).toISOString();
    });
}

/** Expiry after start, when both are known instants or both are wall times of one zone. */
function windowIsOrdered(a: { startsAt: string | null; expiresAt: string | null }): boolean {
  if (!a.startsAt || !a.expiresAt || isWallTime(a.startsAt) !== isWallTime(a.expiresAt)) return true;
  return Date.parse(a.expiresAt) > Date.parse(a.startsAt);
}

/** `body` is accepted in place of `message` (spec 3), for clients that send the older name. */
function withBodyAlias(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  const message = typeof input.message === 'string' ? input.message.trim() : input.message;
  if ((message === undefined || message === null || message === '') && typeof input.body === 'string') {
    return { ...input, message: input.body };
  }
  return value;
}

/** POST /api/announcements and PUT /api/announcements/{id}: the whole record, defaults applied. */
export const announcementInputSchema = z.preprocess(
  withBodyAlias,
  z
    .object({
      title: requiredText(MESSAGES.title, TITLE_MAX),
      message: requiredText(MESSAGES.message, MESSAGE_MAX),
      type: z.enum(ANNOUNCEMENT_TYPES, { error: MESSAGES.type }).default('INFO'),
      priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: MESSAGES.priority }).default('LOW'),
      isActive: z.boolean({ error: MESSAGES.isActive }).default(true),
      startsAt: optionalDateTime(MESSAGES.startsAt),
      expiresAt: optionalDateTime(MESSAGES.expiresAt),
    })
    .refine(windowIsOrdered, {
      message: MESSAGES.window,
      path: ['expiresAt'],
    }),
);
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementData = z.output<typeof announcementInputSchema>;

export const announcementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The list as both `data` and `items`: spec 7 says clients read either. */
export const announcementListResponseSchema = dataEnvelope(z.array(announcementSchema)).extend({
  items: z.array(announcementSchema),
});
export type AnnouncementListResponse = z.infer<typeof announcementListResponseSchema>;

/** Writes answer `{success, message}` (spec 7) and carry the saved record for convenience. */
export const announcementSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: announcementSchema,
});

/** Path params: any string, so a malformed id reaches the route and is answered 404. */
export const announcementParamsSchema = z.object({ id: z.string() });
