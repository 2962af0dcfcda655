/** Opens and migrates the configured database for a command-line tool, as the server does. */
import path from 'node:path';
import { createDb, DataDirLockedError, type DbHandle } from '@league/core/server';
import { loadConfig, ConfigError, type Config } from '../config';
import { migrationsFolder } from '../migrations';
import { privateUmask, secureDataDir } from '../data-dir';

export async function openConfiguredDatabase(): Promise<{ config: Config; database: DbHandle }> {
  // The commands write into DATA_DIR too (the database, backups): private, as the server's.
  privateUmask();
  try {
    const config = loadConfig();
    secureDataDir(config.dataDir);
    const database = await createDb({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'db') });
    await database.migrate(migrationsFolder);
    return { config, database };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe embedded database can be opened by one process at a time: stop the server, then run this again.`);
      process.exit(1);
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
