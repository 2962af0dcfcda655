/**
 * Every money change runs in ONE transaction with its audit row, so a change without its
 * trail (or a trail without its change) can never be committed. Inside `db.transaction`
 * only `tx` is used: PGlite has one connection and the outer handle would deadlock.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { conflict, notFound, type Db } from '@league/core/server';
import { financeMessages, type AuditAction, type AuditEntity, type Contribution, type Expense } from '../contract';
import { financeAudit, financeContributions, financeExpenses, financeIdempotency } from './schema';
import { UUID_RE, toContribution, toExpense } from './repo';

/** The handle `db.transaction` gives (core's `Tx` type does not match it in drizzle 0.45). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  sub: string;
  email: string | null;
  name: string | null;
}

export interface Idempotency {
  key: string;
  /** Hash of the parsed body: the same key with another body is refused, not replayed. */
  requestHash: string;
}

export const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

async function audit(
  tx: Tx,
  entity: AuditEntity,
  entityId: string,
  action: AuditAction,
  before: object | null,
  after: object | null,
  actor: Actor,
) {
  await tx.insert(financeAudit).values({
    entity,
    entityId,
    action,
    // Row images go through JSON so dates are stored as ISO text.
    before: before ? JSON.parse(JSON.stringify(before)) : null,
    after: after ? JSON.parse(JSON.stringify(after)) : null,
    adminSub: actor.sub,
    adminEmail: actor.email,
    adminName: actor.name,
  });
}

/**
 * Claims the idempotency key inside the create's transaction. A concurrent attempt with the
 * same key blocks on the primary key until the first commits, then finds its answer.
 * Returns the stored answer for a replay, or null when this attempt owns the key.
 */
async function claimKey<T>(tx: Tx, scope: string, idem: Idempotency, entityId: string): Promise<T | null> {
  const claimed = await tx
    .insert(financeIdempotency)
    .values({ scope, key: idem.key, requestHash: idem.requestHash, entityId })
    .onConflictDoNothing()
    .returning({ key: financeIdempotency.key });
  if (claimed.length) return null;
  const [prior] = await tx
    .select()
    .from(financeIdempotency)
    .where(and(eq(financeIdempotency.scope, scope), eq(financeIdempotency.key, idem.key)));
  if (!prior || prior.requestHash !== idem.requestHash || !prior.response) throw conflict(financeMessages.idempotencyReused);
  return prior.response as T;
}

async function storeAnswer(tx: Tx, scope: string, idem: Idempotency | undefined, response: object) {
  if (!idem) return;
  await tx
    .update(financeIdempotency)
    .set({ response })
    .where(and(eq(financeIdempotency.scope, scope), eq(financeIdempotency.key, idem.key)));
}

export interface Created<T> {
  data: T;
  replayed: boolean;
}

export interface NewContribution {
  contributorType: 'PLAYER' | 'SPONSOR';
  contributorName: string;
  amountPaise: number;
  note: string | null;
}

export async function createContribution(db: Db, input: NewContribution, actor: Actor, idem?: Idempotency) {
  return db.transaction(async (tx): Promise<Created<Contribution>> => {
    const id = randomUUID();
    const scope = `contribution:${actor.sub}`;
    if (idem) {
      const prior = await claimKey<Contribution>(tx, scope, idem, id);
      if (prior) return { data: prior, replayed: true };
    }
    const [row] = await tx.insert(financeContributions).values({ id, ...input }).returning();
    await audit(tx, 'contribution', id, 'create', null, row!, actor);
    const data = toContribution(row!);
    await storeAnswer(tx, scope, idem, data);
    return { data, replayed: false };
  });
}

export interface NewExpense {
  item: string;
  category: string | null;
  amountPaise: number;
  note: string | null;
}

export async function createExpense(db: Db, input: NewExpense, actor: Actor, idem?: Idempotency) {
  return db.transaction(async (tx): Promise<Created<Expense>> => {
    const id = randomUUID();
    const scope = `expense:${actor.sub}`;
    if (idem) {
      const prior = await claimKey<Expense>(tx, scope, idem, id);
      if (prior) return { data: prior, replayed: true };
    }
    const [row] = await tx.insert(financeExpenses).values({ id, ...input }).returning();
    await audit(tx, 'expense', id, 'create', null, row!, actor);
    const data = toExpense(row!);
    await storeAnswer(tx, scope, idem, data);
    return { data, replayed: false };
  });
}

export async function updateContribution(db: Db, id: string, patch: { amountPaise: number; note: string | null }, actor: Actor) {
  if (!UUID_RE.test(id)) throw notFound(financeMessages.contributionNotFound);
  const t = financeContributions;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound(financeMessages.contributionNotFound);
    const [after] = await tx
      .update(t)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning();
    await audit(tx, 'contribution', id, 'update', before, after!, actor);
    return toContribution(after!);
  });
}

export async function updateExpense(db: Db, id: string, patch: NewExpense, actor: Actor) {
  if (!UUID_RE.test(id)) throw notFound(financeMessages.expenseNotFound);
  const t = financeExpenses;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound(financeMessages.expenseNotFound);
    const [after] = await tx
      .update(t)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning();
    await audit(tx, 'expense', id, 'update', before, after!, actor);
    return toExpense(after!);
  });
}

export async function deleteContribution(db: Db, id: string, actor: Actor) {
  if (!UUID_RE.test(id)) throw notFound(financeMessages.contributionNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(financeContributions).where(eq(financeContributions.id, id)).returning();
    if (!before) throw notFound(financeMessages.contributionNotFound);
    await audit(tx, 'contribution', id, 'delete', before, null, actor);
  });
}

export async function deleteExpense(db: Db, id: string, actor: Actor) {
  if (!UUID_RE.test(id)) throw notFound(financeMessages.expenseNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(financeExpenses).where(eq(financeExpenses.id, id)).returning();
    if (!before) throw notFound(financeMessages.expenseNotFound);
    await audit(tx, 'expense', id, 'delete', before, null, actor);
  });
}

/**
 * Rebuilds a deleted record from its deletion's before-image: same id, same amounts and
 * the original creation time (so it returns to its place in the lists).
 */
export async function restoreDeleted(db: Db, auditId: string, actor: Actor) {
  const missing = () => notFound('Deleted record not found');
  if (!UUID_RE.test(auditId)) throw missing();
  return db.transaction(async (tx): Promise<{ entity: AuditEntity; data: Contribution | Expense }> => {
    const [entry] = await tx.select().from(financeAudit).where(eq(financeAudit.id, auditId));
    if (!entry || entry.action !== 'delete' || !entry.before) throw missing();
    const [latest] = await tx
      .select({ id: financeAudit.id })
      .from(financeAudit)
      .where(eq(financeAudit.entityId, entry.entityId))
      .orderBy(desc(financeAudit.seq))
      .limit(1);
    if (latest?.id !== entry.id) throw conflict('This record has already been restored');
    const image = entry.before as Record<string, string | number | null>;
    const common = {
      id: entry.entityId,
      amountPaise: Number(image.amountPaise),
      note: (image.note as string | null) ?? null,
      createdAt: new Date(String(image.createdAt)),
    };
    if (entry.entity === 'contribution') {
      const [row] = await tx
        .insert(financeContributions)
        .values({ ...common, contributorType: String(image.contributorType), contributorName: String(image.contributorName) })
        .returning();
      await audit(tx, 'contribution', entry.entityId, 'restore', null, row!, actor);
      return { entity: 'contribution', data: toContribution(row!) };
    }
    const [row] = await tx
      .insert(financeExpenses)
      .values({ ...common, item: String(image.item), category: (image.category as string | null) ?? null })
      .returning();
    await audit(tx, 'expense', entry.entityId, 'restore', null, row!, actor);
    return { entity: 'expense', data: toExpense(row!) };
  });
}
