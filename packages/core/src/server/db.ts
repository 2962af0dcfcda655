/**
 * The one place that opens database connections. Packages receive a `Db` and never open
 * their own: with no DATABASE_URL an embedded, file-backed PGlite is used (nothing to
 * install); with one, a node-postgres pool with timeouts so a dead server fails fast.
 */
import { createPgListener, type PgListener } from './pg-listener';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** The database every repo takes. Both PGlite and node-postgres satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
/** A transaction handle; repos that run inside a caller's transaction accept `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query (used by /api/ready). */
  ping(): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /** The pg pool (postgres only), for raw tooling. */
  pool?: pg.Pool;
  /** The instance's one LISTEN session (postgres only): each feature hearing the others takes a channel. */
  listener?: PgListener;
  /** The PGlite instance (embedded only), for dump/restore tooling. */
  pglite?: PGlite;
}

export interface CreateDbOptions {
  /** postgres://… ; when absent an embedded PGlite is used. */
  url?: string;
  /** Directory for the embedded database; omitted means in-memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

export class DataDirLockedError extends Error {}

/** Opens the database described by `options`. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  return options.url ? openPostgres(options) : openPglite(options.dataDir);
}

async function openPostgres(options: CreateDbOptions): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    query_timeout: (options.statementTimeoutMs ?? 10_000) + 2000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process: the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  const listener = createPgListener(pool);
  return {
    db,
    kind: 'postgres',
    pool,
    listener,
    async ping() {
      await pool.query('select 1');
    },
    async migrate(migrationsFolder) {
      // Several instances may start together: serialise migrations with an advisory lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    async close() {
      await listener.stop();
      await pool.end();
    },
  };
}

/**
 * PostgreSQL's settings for the embedded database (issue 35, the 512 MB server). PGlite runs
 * PostgreSQL inside this process's WebAssembly memory, which can grow but never shrink, and
 * every page of it PostgreSQL touches stays resident. initdb writes shared_buffers = 128MB
 * and PostgreSQL zeroes its shared memory at start: the memory grew from 128 to 189 MiB, 151
 * MB of it resident before the first query (29 MB with 16MB; the server idled at 413-419 MB,
 * then 283-298). The pool only keeps pages the kernel's page cache holds too (the data
 * folder is read through Node's fs): the 5,000-row sign-up import read and wrote the same
 * bytes with 16, 32 and 128 MB, and reading a 29 MB league database end to end took about
 * 10% longer, within the shared machine's noise. Passed at every start, so a data folder
 * made before gets them too (its postgresql.conf keeps initdb's 128MB; -c wins over the file).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

/** PGlite's own start options (kept: single user, no fsync, no parallel workers) and ours after them. */
export function pgliteOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])] };
}

async function openPglite(dataDir?: string): Promise<DbHandle> {
  const release = dataDir ? takeDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir, pgliteOptions()) : new PGlite(pgliteOptions());
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate(migrationsFolder) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * PGlite does not lock its directory and two processes corrupt it, so we keep a lock file
 * holding our pid. A lock whose process is gone is stale and is taken over.
 */
export function takeDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${holder}). ` +
            'Stop that process first, or point DATA_DIR elsewhere, or set DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is dead
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/** True when an error means "the database is not there right now" (answered 503). */
export function isDbUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.message && /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED/i.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
