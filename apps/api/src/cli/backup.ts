/** `pnpm db:backup [FILE]`: writes a gzipped JSON backup of every table. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBackup } from '../backup';
import { openConfiguredDatabase } from './open-database';

const { config, database } = await openConfiguredDatabase();
try {
  const backup = await createBackup(database.db);
  const stamp = backup.createdAt.replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `league-${stamp}.json.gz`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, gzipSync(JSON.stringify(backup)), { mode: 0o600 });
  const rows = Object.values(backup.tables).reduce((n, t) => n + t.length, 0);
  console.log(`Backed up ${Object.keys(backup.tables).length} tables (${rows} rows) to ${file}`);
} finally {
  await database.close();
}
