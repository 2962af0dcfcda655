/** The league's grounds (part 3 spec 4): read by everyone, kept by admins. */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound, pgErrorCode, type Executor, type FeatureOptions } from '@league/core/server';
import { errorSchema, idParamsSchema, okSchema } from '@league/core/contract';
import { GROUND_MESSAGES, groundInputSchema, groundListResponseSchema, groundResponseSchema, type Ground } from '../contract';
import { raisedSequence, UUID } from './repo';
import { grounds, matches } from './schema';
import type { z } from 'zod';

type GroundFields = z.output<typeof groundInputSchema>;

/** A league has a handful of grounds; the cap keeps the answer bounded all the same. */
export const MAX_GROUNDS = 200;

function toGround(row: typeof grounds.$inferSelect): Ground {
  return { id: row.id, name: row.name, address: row.address, mapUrl: row.mapUrl };
}

export async function listGrounds(db: Executor): Promise<Ground[]> {
  const rows = await db
    .select()
    .from(grounds)
    .orderBy(asc(sql`lower(${grounds.name})`))
    .limit(MAX_GROUNDS);
  return rows.map(toGround);
}

export async function findGround(db: Executor, id: string): Promise<Ground | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(grounds).where(eq(grounds.id, id));
  return row ? toGround(row) : null;
}

/** A fixture's ground by id: 400 when the league has no such ground (a body's field, not the path). */
export async function requireGround(db: Executor, id: string): Promise<Ground> {
  const ground = await findGround(db, id);
  if (!ground) throw badRequest(GROUND_MESSAGES.unknown);
  return ground;
}

/** Grounds by name, case-insensitively (the generator's slots name them). */
export async function groundsByName(db: Executor): Promise<Map<string, Ground>> {
  return new Map((await listGrounds(db)).map((g) => [g.name.toLowerCase(), g]));
}

/** The unique index on lower(name) decides a clash, so two racing writes cannot both win. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(GROUND_MESSAGES.taken);
    throw error;
  }
}

export async function createGround(db: Executor, input: GroundFields): Promise<Ground> {
  const [row] = await uniqueName(db.insert(grounds).values(input).returning());
  return toGround(row!);
}

export async function updateGround(db: Executor, id: string, input: GroundFields): Promise<Ground> {
  if (!UUID.test(id)) throw notFound(GROUND_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [row] = await uniqueName(tx.update(grounds).set(input).where(eq(grounds.id, id)).returning());
    if (!row) throw notFound(GROUND_MESSAGES.notFound);
    // Its fixtures' calendar events show the ground: subscribed calendars must take the new text.
    await tx.update(matches).set({ sequence: raisedSequence, updatedAt: new Date() }).where(eq(matches.groundId, id));
    return toGround(row);
  });
}

/** Its fixtures keep their venue text; their ground_id is set null by the foreign key. */
export async function deleteGround(db: Executor, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(GROUND_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await tx.update(matches).set({ sequence: raisedSequence, updatedAt: new Date() }).where(eq(matches.groundId, id));
    const gone = await tx.delete(grounds).where(eq(grounds.id, id)).returning({ id: grounds.id });
    if (gone.length === 0) throw notFound(GROUND_MESSAGES.notFound);
  });
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** GET/POST /api/grounds, PUT/DELETE /api/grounds/{id}; `invalidate` drops the fixtures' answers (they carry the ground). */
export const groundRoutes: FastifyPluginAsyncZod<FeatureOptions & { tag: string; invalidate: () => void }> = async (app, { db, cache, tag, invalidate }) => {
  const tags = ['schedule'];
  const admin = { config: { access: 'admin' as const } };

  app.get('/grounds', { schema: { tags, response: { 200: groundListResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, tag, 'grounds', async () => ({ success: true, data: await listGrounds(db) })),
  );

  app.post('/grounds', { ...admin, schema: { tags, body: groundInputSchema, response: { 201: groundResponseSchema, ...errors } } }, async (request, reply) => {
    const ground = await createGround(db, request.body);
    invalidate();
    return reply.code(201).send({ success: true as const, data: ground });
  });

  app.put(
    '/grounds/:id',
    { ...admin, schema: { tags, params: idParamsSchema, body: groundInputSchema, response: { 200: groundResponseSchema, ...errors } } },
    async (request) => {
      const ground = await updateGround(db, request.params.id, request.body);
      invalidate();
      return { success: true as const, data: ground };
    },
  );

  app.delete('/grounds/:id', { ...admin, schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
    await deleteGround(db, request.params.id);
    invalidate();
    return { success: true as const, message: 'Ground deleted' };
  });
};
