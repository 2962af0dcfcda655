/**
 * Where the migration history is, from this file or from the bundle it is compiled into
 * (`dist/*.mjs`): both sit one folder below apps/api, next to `drizzle/`. Its own module, so
 * the CLI tools' bundles do not take in the server (and its start-when-run-directly check).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
