/**
 * The built site's word catalogs (scripts/locales.mjs writes them to `/locales/{lang}/*.json`),
 * for the pages the server writes itself in Hindi (the sign-up form at /hi/register). A
 * catalog the build does not have is skipped: those words stay English.
 */
import fs from 'node:fs';
import path from 'node:path';

export function readCatalogs(webDir: string | null, lang: string, names: readonly string[]): Record<string, unknown>[] {
  if (!webDir) return [];
  return names.flatMap((name) => {
    try {
      return [JSON.parse(fs.readFileSync(path.join(webDir, 'locales', lang, `${name}.json`), 'utf8')) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
