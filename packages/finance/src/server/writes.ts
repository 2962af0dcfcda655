/**
 * Every money change is committed together with its audit row, so a change without its
 * trail (or a trail without its change) can never be committed: creates as one statement,
 * the others in one transaction. Inside `db.transaction` only `tx` is used: PGlite has one
 * connection and the outer handle would deadlock.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { conflict, notFound, pgErrorCode, type Db, type Executor } from '@league/core/server';
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

async function audit(tx: Tx, entity: AuditEntity, entityId: string, action: AuditAction, before: object | null, after: object | null, actor: Actor) {
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
 * Forgets Idempotency-Keys older than `ageMs`: a client retries within seconds or minutes,
 * so a day-old key protects nothing and only grows the table. Returns how many went.
 */
export async function forgetIdempotencyKeys(db: Db, ageMs: number, now = new Date()): Promise<number> {
  const gone = await db
    .delete(financeIdempotency)
    .where(lt(financeIdempotency.createdAt, new Date(now.getTime() - ageMs)))
    .returning({ key: financeIdempotency.key });
  return gone.length;
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
  personId?: string | null;
}

export interface NewExpense {
  item: string;
  category: string | null;
  amountPaise: number;
  note: string | null;
}

/**
 * A create is ONE statement: the row, its audit row and, with an Idempotency-Key, the key
 * with its answer, as data-modifying CTEs. A statement is atomic without BEGIN/COMMIT, and
 * one round trip instead of four to six is what keeps creates fast (PGlite has a single
 * connection that every request queues for). Nothing is read back: the id and timestamps
 * are made here, like restore and the demo seed make theirs (milliseconds, exactly what the
 * columns keep), so the audit image and the answer exist before the statement runs. A second
 * attempt with the same key fails the whole statement on the key's primary key (after
 * waiting for a concurrent first attempt to commit), and then finds the stored answer.
 */
async function createWithTrail<T>(
  db: Executor,
  entity: AuditEntity,
  entityId: string,
  insertRow: SQL,
  image: object,
  answer: T,
  actor: Actor,
  idem: Idempotency | undefined,
): Promise<Created<T>> {
  const scope = `${entity}:${actor.sub}`;
  const claimKey = idem
    ? sql`, claimed as (
        insert into finance_idempotency (scope, key, request_hash, entity_id, response)
        values (${scope}::text, ${idem.key}::text, ${idem.requestHash}::text, ${entityId}::uuid, ${JSON.stringify(answer)}::jsonb)
      )`
    : sql``;
  const statement = sql`with trail as (
      insert into finance_audit (entity, entity_id, action, before, after, admin_sub, admin_email, admin_name)
      values (${entity}::text, ${entityId}::uuid, 'create', null, ${JSON.stringify(image)}::jsonb, ${actor.sub}::text, ${actor.email}::text, ${actor.name}::text)
    )${claimKey}
    ${insertRow}`;
  try {
    await db.execute(statement);
    return { data: answer, replayed: false };
  } catch (error) {
    if (!idem || pgErrorCode(error) !== '23505') throw error;
    const [prior] = await db
      .select({ requestHash: financeIdempotency.requestHash, response: financeIdempotency.response })
      .from(financeIdempotency)
      .where(and(eq(financeIdempotency.scope, scope), eq(financeIdempotency.key, idem.key)));
    if (!prior || prior.requestHash !== idem.requestHash || !prior.response) throw conflict(financeMessages.idempotencyReused);
    return { data: prior.response as T, replayed: true };
  }
}

/** A new row's id and timestamps, as the columns will hold them (milliseconds, UTC). */
function fresh() {
  const at = new Date().toISOString();
  return { id: randomUUID(), createdAt: at, updatedAt: at };
}

/**
 * `db` may be a caller's transaction (registration dues: the contribution and the dues
 * link commit together or not at all). An Idempotency-Key replay reads after a failed
 * statement, which an open PostgreSQL transaction refuses, so callers passing a
 * transaction pass no key.
 */
export async function createContribution(db: Executor, input: NewContribution, actor: Actor, idem?: Idempotency) {
  const { id, createdAt, updatedAt } = fresh();
  const { contributorType, contributorName, amountPaise, note } = input;
  const personId = contributorType === 'PLAYER' ? (input.personId ?? null) : null;
  // The audit image has the row's own field names, as updates and deletes record it.
  const image = { id, contributorType, contributorName, amountPaise, note, personId, createdAt, updatedAt };
  const answer: Contribution = { pk: id, contributorType, contributorName, amountPaise, note, personId, createdAt, updatedAt };
  const insertRow = sql`insert into finance_contributions (id, contributor_type, contributor_name, amount_paise, note, person_id, created_at, updated_at)
    values (${id}::uuid, ${contributorType}::text, ${contributorName}::text, ${amountPaise}::bigint, ${note}::text, ${personId}::uuid, ${createdAt}::timestamptz, ${updatedAt}::timestamptz)`;
  return createWithTrail(db, 'contribution', id, insertRow, image, answer, actor, idem);
}

export async function createExpense(db: Db, input: NewExpense, actor: Actor, idem?: Idempotency) {
  const { id, createdAt, updatedAt } = fresh();
  const { item, category, amountPaise, note } = input;
  const image = { id, item, category, amountPaise, note, createdAt, updatedAt };
  const answer: Expense = { sk: id, item, category: category as Expense['category'], amountPaise, note, createdAt, updatedAt };
  const insertRow = sql`insert into finance_expenses (id, item, category, amount_paise, note, created_at, updated_at)
    values (${id}::uuid, ${item}::text, ${category}::text, ${amountPaise}::bigint, ${note}::text, ${createdAt}::timestamptz, ${updatedAt}::timestamptz)`;
  return createWithTrail(db, 'expense', id, insertRow, image, answer, actor, idem);
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
        .values({
          ...common,
          contributorType: String(image.contributorType),
          contributorName: String(image.contributorName),
          // Images from before contributions named a person have no personId.
          personId: typeof image.personId === 'string' ? image.personId : null,
        })
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
