/**
 * The process: read config, open and migrate the database, load the demo league on first
 * start, listen, and drain on SIGTERM (in-flight requests finish, new ones get 503, live
 * streams are told to reconnect, the process exits within SHUTDOWN_GRACE_SECONDS).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { createDb, DataDirLockedError, ResponseCache } from '@league/core/server';
import { readBirthDates } from '@league/people/server';
import { createAdminSubjectCheck } from '@league/admin/server';
import { createStorage } from '@league/gallery/server';
import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { seedDemo } from './demo';
import { wireCacheInvalidation } from './cache-bus';
import { privateUmask, secureDataDir } from './data-dir';

import { migrationsFolder } from './migrations';

export { migrationsFolder };

export async function main() {
  // Before anything is written: every file the server creates is its user's alone.
  privateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'body.tokenId', 'body.password', 'body.newPassword', 'body.code'],
      censor: '[redacted]',
    },
    ...(process.stdout.isTTY && config.NODE_ENV !== 'production'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };

  secureDataDir(config.dataDir);
  let database;
  try {
    database = await createDb({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'db') });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate(migrationsFolder);
  // Birth dates the upgrade copied as text ("25th Dec 2014") are read by the people package.
  await readBirthDates(database.db);
  // The embedded database writes its files 0666 whatever the umask: tightened after it
  // opened, and again now and then for files it makes while running.
  secureDataDir(config.dataDir);
  const tighten = setInterval(() => {
    try {
      secureDataDir(config!.dataDir);
    } catch (error) {
      app.log.warn({ err: error }, 'could not tighten the file modes under DATA_DIR');
    }
  }, 5 * 60_000);
  tighten.unref();

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', () => {});
  const cache = new ResponseCache();
  const storage = createStorage({
    dataDir: config.dataDir,
    s3: config.S3_BUCKET
      ? {
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          publicUrl: config.S3_PUBLIC_URL,
        }
      : null,
  });
  const app = await buildApp({
    config,
    database,
    cache,
    redis,
    storage,
    logger,
    verifySubject: createAdminSubjectCheck(database.db, config.ADMIN_EMAILS, { maxAgeHours: config.SESSION_MAX_AGE_HOURS }),
  });
  const stopBus = await wireCacheInvalidation(config.INSTANCES, database, cache, app.log, app);

  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  if (config.SEED_DEMO) {
    const seeded = await seedDemo({ db: database.db, log: app.log, now: new Date(), storage, publicUrl });
    if (seeded) app.log.info('Loaded the demo league (set SEED_DEMO=false to start empty).');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // From here: no new connections, every new request (readiness checks too) answered 503
    // at once, live streams closed with a reconnection hint, requests already received
    // answered. Past the grace period what is left is cut, and the database still closes
    // cleanly so the next start needs no repair.
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    const cut = setTimeout(() => {
      app.log.warn('requests still running after the grace period; closing their connections');
      app.server.closeAllConnections();
    }, graceMs);
    cut.unref();
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + 1500);
    force.unref();
    let code = 0;
    try {
      await app.close();
      await stopBus();
      await database.close();
      clearInterval(tighten);
      secureDataDir(config.dataDir);
      redis?.disconnect();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(cut);
      clearTimeout(force);
      app.log.info('shut down');
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `${config.LEAGUE_NAME} is up at ${publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}; INSTANCES=${config.INSTANCES})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
