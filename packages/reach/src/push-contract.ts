/**
 * The push calls' contract, apart from contract.ts so the player page's script does not carry
 * it (the browser side, @league/ui's FollowButton, speaks it without importing zod).
 */
import { z } from 'zod';
import { dataEnvelope } from '@league/core/contract';

/**
 * Push notifications (part 3 spec section 3, Web Push). A visitor's browser subscription
 * follows teams and matches, without an account. `POST /api/push/subscriptions` answers 201
 * and replaces what that endpoint followed with the lists it sends (the browser keeps the
 * whole list); `replaces` is an older endpoint of the same browser (its
 * `pushsubscriptionchange`), whose follows and settings move to the new one when `follow` is
 * empty. `wickets` opts in to each wicket; during `quietHours` (league time, none by
 * default) nothing is sent to that browser: a push is news, and one held until morning
 * would be stale. The push itself is `{title, body, url, tag}` (`pushPayloadSchema`).
 */
export const PUSH_LIMITS = { follows: 50, endpoint: 1024, key: 200 } as const;
export const PUSH_MESSAGES = {
  endpoint: 'Push endpoint must be an https address',
  privateEndpoint: 'Push endpoint must be on a public address',
  keys: 'Subscription keys are missing',
  follow: 'Follow at most 50 teams and 50 matches',
  quiet: 'Quiet hours are HH:MM to HH:MM',
} as const;

const base64url = z
  .string()
  .min(1, PUSH_MESSAGES.keys)
  .max(PUSH_LIMITS.key, PUSH_MESSAGES.keys)
  .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keys);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_MESSAGES.quiet);
const ids = z.array(z.uuid()).max(PUSH_LIMITS.follows, PUSH_MESSAGES.follow);

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.endpoint }).max(PUSH_LIMITS.endpoint, PUSH_MESSAGES.endpoint),
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: PUSH_MESSAGES.keys }),
});

export const pushSubscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  follow: z.object({ teamIds: /* @__PURE__ */ ids.optional(), matchIds: /* @__PURE__ */ ids.optional() }),
  lang: z.enum(['en', 'hi']).optional(),
  wickets: z.boolean().optional(),
  quietHours: z.object({ from: clock, to: clock }).nullable().optional(),
  replaces: z.string().max(PUSH_LIMITS.endpoint).optional(),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(PUSH_LIMITS.endpoint) });

export const pushFollowingSchema = z.object({
  endpoint: z.string(),
  follow: z.object({ teamIds: z.array(z.string()), matchIds: z.array(z.string()) }),
  lang: z.enum(['en', 'hi']),
  wickets: z.boolean(),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type PushFollowing = z.infer<typeof pushFollowingSchema>;
export const pushFollowingResponseSchema = dataEnvelope(pushFollowingSchema);
export const pushKeyResponseSchema = dataEnvelope(z.object({ publicKey: z.string() }));

/** What a push carries, and what the public service worker shows. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
