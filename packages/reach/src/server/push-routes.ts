/**
 * Under /api: the push calls of part 3 spec section 3, for visitors (no account). A
 * subscription is known by its endpoint (a secret address only its browser and push service
 * know). Endpoints must be https on a public address unless PUSH_ALLOW_PRIVATE is set.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { addressBlockReason, bareHostname, HttpError, hostnameBlockReason, isIpLiteral, type FeatureOptions } from '@league/core/server';
import {
  PUSH_MESSAGES,
  pushFollowingResponseSchema,
  pushKeyResponseSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  type PushFollowing,
  type PushSubscribe,
} from '../push-contract';
import { pushSubscriptions } from './schema';

const tags = ['reach'];
/** Subscribing and stopping, per address per minute (a browser does it a few times a season). */
const WRITES_PER_MINUTE = 30;

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function following(row: typeof pushSubscriptions.$inferSelect): PushFollowing {
  return {
    endpoint: row.endpoint,
    follow: { teamIds: row.teamIds, matchIds: row.matchIds },
    lang: row.lang === 'hi' ? 'hi' : 'en',
    wickets: row.wickets,
    quietHours: row.quietFrom !== null && row.quietTo !== null ? { from: clock(row.quietFrom), to: clock(row.quietTo) } : null,
  };
}

/** 400 unless the server may post to this endpoint. */
function checkEndpoint(endpoint: string, allowPrivate: boolean) {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new HttpError(400, PUSH_MESSAGES.endpoint);
  if (allowPrivate) return;
  const host = bareHostname(url.hostname);
  if (isIpLiteral(host) ? addressBlockReason(host) : hostnameBlockReason(host)) throw new HttpError(400, PUSH_MESSAGES.privateEndpoint);
}

export const pushPlugin: FastifyPluginAsyncZod<FeatureOptions & { publicKey: string; allowPrivate: boolean }> = async (
  app,
  { db, publicKey, allowPrivate },
) => {
  const write = { rateLimit: { max: WRITES_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/push/key',
    { schema: { tags, summary: 'The VAPID public key a browser subscribes with', response: { 200: pushKeyResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: { publicKey } };
    },
  );

  app.post(
    '/push/subscriptions',
    {
      config: write,
      schema: {
        tags,
        summary: 'Follow teams or matches with this browser (no account)',
        body: pushSubscribeSchema,
        response: { 201: pushFollowingResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const body: PushSubscribe = request.body;
      const { endpoint, keys } = body.subscription;
      checkEndpoint(endpoint, allowPrivate);
      const settings = {
        ...(body.lang ? { lang: body.lang } : {}),
        ...(body.wickets !== undefined ? { wickets: body.wickets } : {}),
        ...(body.quietHours !== undefined
          ? { quietFrom: body.quietHours ? minutes(body.quietHours.from) : null, quietTo: body.quietHours ? minutes(body.quietHours.to) : null }
          : {}),
      };
      const lists = {
        ...(body.follow.teamIds ? { teamIds: [...new Set(body.follow.teamIds)] } : {}),
        ...(body.follow.matchIds ? { matchIds: [...new Set(body.follow.matchIds)] } : {}),
      };
      const row = await db.transaction(async (tx) => {
        // The same browser's new endpoint (pushsubscriptionchange): it takes the old one's place.
        if (body.replaces && body.replaces !== endpoint) {
          const [old] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.replaces));
          if (old) {
            await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
            const [moved] = await tx
              .update(pushSubscriptions)
              .set({ endpoint, p256dh: keys.p256dh, auth: keys.auth, ...lists, ...settings, updatedAt: new Date() })
              .where(eq(pushSubscriptions.id, old.id))
              .returning();
            return moved!;
          }
        }
        const [saved] = await tx
          .insert(pushSubscriptions)
          .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, ...lists, ...settings })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: keys.p256dh, auth: keys.auth, ...lists, ...settings, updatedAt: new Date() },
          })
          .returning();
        return saved!;
      });
      return reply.code(201).send({ success: true as const, data: following(row) });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: write,
      schema: {
        tags,
        summary: 'Stop every notification to this browser',
        body: pushUnsubscribeSchema,
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      // Stopping twice is still stopped.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, request.body.endpoint));
      return { success: true as const, message: 'Notifications stopped' };
    },
  );
};
