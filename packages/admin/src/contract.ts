/** Admin: zod contract shared by forms, routes and tests (spec 2/3/7/8, decisions.md 2). */
import { z } from 'zod';
import { isoDateTimeSchema } from '@league/core/contract';
import { adminMessages, RECENT_LOGINS_DEFAULT, RECENT_LOGINS_MAX } from './constants';

export * from './constants';

// `scorer` accounts sign in the same ways (granted by admins; @league/scoring).
export const adminRoleSchema = z.enum(['admin', 'scorer']);
export const loginMethodSchema = z.enum(['google', 'link', 'password']);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

/*#__NO_SIDE_EFFECTS__*/
const emailSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(254, 'Email is too long').toLowerCase().pipe(z.email('Enter a valid email address'));

export const googleLoginBodySchema = z.object({
  tokenId: z.string({ error: 'tokenId is required' }).min(1, 'tokenId is required').max(8192, 'tokenId is too long'),
});

export const linkLoginBodySchema = z.object({
  code: z.string({ error: 'Sign-in code is required' }).trim().min(1, 'Sign-in code is required').max(200, 'Sign-in code is too long'),
});

export const passwordLoginBodySchema = z.object({
  email: emailSchema('Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});

export const signInLinkBodySchema = z.object({
  email: emailSchema('Email is required'),
  /** Used only when the email is not an admin yet (the admin is then created). */
  name: z.string().trim().max(120).optional(),
});

/** The server's rule for a new password: 8+ characters with letters and digits. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

export const resetPasswordBodySchema = z.object({
  email: emailSchema('Registered email is required'),
  phone: z.string({ error: 'Phone number is required' }).trim().min(1, 'Phone number is required').max(30, 'Phone number is too long'),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .max(200, 'Password is too long')
    .refine(isStrongPassword, adminMessages.passwordRule),
});
export type ResetPasswordInput = z.input<typeof resetPasswordBodySchema>;

export const resetConfirmBodySchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Reset token is too long'),
  // The password that was asked for: the proof that whoever opens the link made the request.
  newPassword: z.string({ error: 'New password is required' }).min(1, 'New password is required').max(200, 'Password is too long'),
});

export const sessionSchema = z.object({
  id: z.string(),
  method: loginMethodSchema,
  userAgent: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({ success: z.literal(true), data: z.array(sessionSchema) });

export const adminListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  lastSeenAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
  you: z.boolean(),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;
export const adminListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminListItemSchema) });
export const idParamsSchema = z.object({ id: z.string().max(64) });

export const adminUserSchema = z.object({ name: z.string(), email: z.string(), role: adminRoleSchema });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: adminUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signInLinkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), expiresAt: isoDateTimeSchema, created: z.boolean() }),
});

export const loginStatsSchema = z.object({ totalAdmins: z.number().int(), activeNow: z.number().int() });
export type LoginStats = z.infer<typeof loginStatsSchema>;
export const loginStatsResponseSchema = z.object({ success: z.literal(true), data: loginStatsSchema });

export const recentLoginSchema = z.object({ name: z.string(), email: z.string(), at: isoDateTimeSchema });
export type RecentLogin = z.infer<typeof recentLoginSchema>;
export const recentLoginsResponseSchema = z.object({ success: z.literal(true), data: z.array(recentLoginSchema) });

export const recentLoginsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(RECENT_LOGINS_DEFAULT)
    // Bounded list (decisions.md 3): a bigger ask gets the maximum.
    .transform((n) => Math.min(n, RECENT_LOGINS_MAX)),
});
