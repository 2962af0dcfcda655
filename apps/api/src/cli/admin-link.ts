/**
 * `pnpm admin:link EMAIL [--create] [--name "Full Name"]`: prints a one-time sign-in link
 * (15 minutes, single use) for an admin, for sites without a Google project (decisions.md 2).
 * It opens the database the way the server does; the embedded one can be open in only one
 * process, so while the server runs an admin asks it instead (POST /api/admin/sign-in-links).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, DataDirLockedError } from '@league/core/server';
import { createAdminSignInLink, NoSuchAdminError } from '@league/admin/server';
import { ConfigError, loadConfig } from '../config';
import { migrationsFolder } from '../migrations';
import { privateUmask } from '../data-dir';

const USAGE = 'Usage: pnpm admin:link EMAIL [--create] [--name "Full Name"]';

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { create: { type: 'boolean', default: false }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const email = positionals[0]?.trim();
  if (values.help || !email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }

  privateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const dataDir = path.join(config.dataDir, 'db');
  let database;
  try {
    database = await createDb({ url: config.DATABASE_URL, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        [
          'The server is running and holds the embedded database, so this command cannot open it.',
          error.message,
          'Either stop the server and run this again, or, signed in as an admin, create a link from the running',
          'server: POST /api/admin/sign-in-links {"email": "..."} (or use PostgreSQL via DATABASE_URL, which several',
          'processes can share).',
        ].join('\n'),
      );
      return 1;
    }
    throw error;
  }

  try {
    await database.migrate(migrationsFolder);
    const bootstrap = config.ADMIN_EMAILS.map((e) => e.toLowerCase()).includes(email.toLowerCase());
    const link = await createAdminSignInLink(database.db, {
      email,
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      create: values.create || bootstrap,
      name: values.name,
    });
    if (link.created) console.log(`Created the admin ${link.admin.name} <${link.admin.email}>.`);
    console.log(`One-time sign-in link for ${link.admin.name} <${link.admin.email}> (valid until ${link.expiresAt.toLocaleTimeString()}, single use):`);
    console.log(link.url);
    return 0;
  } catch (error) {
    if (error instanceof NoSuchAdminError) {
      console.error(`${error.message} Pass --create (and --name) to make this email an admin, or list it in ADMIN_EMAILS.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
