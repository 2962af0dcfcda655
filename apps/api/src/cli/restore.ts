/** `pnpm db:restore FILE [--replace]`: loads a backup written by db:backup. */
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { restoreBackup, RestoreRefused, type Backup } from '../backup';
import { openConfiguredDatabase } from './open-database';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: pnpm db:restore FILE [--replace]');
  process.exit(2);
}
const raw = fs.readFileSync(file);
const backup = JSON.parse((raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8')) as Backup;
const { database } = await openConfiguredDatabase();
try {
  await restoreBackup(database.db, backup, { replace: process.argv.includes('--replace') });
  console.log(`Restored ${file}`);
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
