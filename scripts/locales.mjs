#!/usr/bin/env node
/**
 * The site's words in two languages (issue 32), from the catalogs lingui.config.ts names.
 *
 *   node scripts/locales.mjs            compile every catalog to the JSON the site serves,
 *                                       apps/web/public/locales/{locale}/{catalog}.json
 *   node scripts/locales.mjs --check [name ...]
 *                                       fail when a word in the code is missing from a
 *                                       catalog, or has no Hindi (run by the web's tests)
 *   node scripts/locales.mjs --extract [name ...]
 *                                       gather the code's words into those catalogs' .po
 *                                       files (all catalogs when none is named), keeping
 *                                       every translation already there
 *
 * A volunteer adds or corrects Hindi in `<package>/src/locales/hi.po` (any PO editor), after
 * `pnpm i18n:extract` has gathered the code's words there; docs/glossary-hi.md keeps the
 * cricket words consistent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { SERVER_MESSAGE } from './server-messages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(root, 'lingui.config.ts');

/** `packages/schedule/src/locales/{locale}` -> `schedule`; `apps/web/src/locales/{locale}` -> `web`. */
export function catalogName(catalogPath) {
  // The folder under packages/ or apps/ (apps/web's catalog is `web`).
  return path.relative(root, catalogPath).split(path.sep)[1];
}

/** Every catalog's words as the code has them, and what each language's file holds. */
export async function readCatalogs() {
  const config = getConfig({ configPath, skipValidation: true });
  const catalogs = await getCatalogs(config);
  const out = [];
  for (const catalog of catalogs) {
    const inCode = (await catalog.collect()) ?? {};
    const files = await catalog.readAll();
    out.push({ name: catalogName(catalog.path), catalog, inCode, files });
  }
  return { config, catalogs: out };
}

/** What is wrong: a word of the code absent from a language's file, or without its Hindi. */
export async function problems(names = []) {
  const { config, catalogs } = await readCatalogs();
  const found = [];
  for (const { name, inCode, files } of catalogs) {
    if (names.length && !names.includes(name)) continue;
    for (const [id, entry] of Object.entries(inCode)) {
      for (const locale of config.locales) {
        const file = files[locale] ?? {};
        const text = entry.message ?? id;
        if (!file[id]) found.push(`${name} (${locale}): "${text}" is not in the catalog (run pnpm i18n:extract)`);
        else if (locale !== config.sourceLocale && !file[id].translation) found.push(`${name} (${locale}): "${text}" has no translation`);
      }
    }
  }
  return found;
}

/**
 * One catalog's server words in a language as the site's JSON holds them (what `compileAll`
 * writes besides the screens' words: keyed by their English, compiled), from its .po files
 * alone: for tests of what `say` makes of a message the server writes, and of the pages the
 * server writes in Hindi, without a build of the site.
 */
export async function serverWords(name, locale) {
  const config = getConfig({ configPath, skipValidation: true });
  const catalog = (await getCatalogs(config)).find((c) => catalogName(c.path) === name);
  if (!catalog) throw new Error(`locales: no catalog named ${name}`);
  const entries = (await catalog.read(locale)) ?? {};
  const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale });
  const server = Object.fromEntries(
    Object.keys(entries)
      .filter((id) => entries[id].comments?.includes(SERVER_MESSAGE))
      .map((id) => [id, messages[id]]),
  );
  const { source, errors } = createCompiledCatalog(locale, server, { strict: false, namespace: 'json' });
  if (errors.length) throw new Error(`${name} (${locale}): ${errors.map((e) => `"${e.source}": ${e.error.message}`).join('; ')}`);
  return JSON.parse(source).messages;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 0 -> "0", 61 -> "Z", 62 -> "10": short, and cheap to gzip next to one another. */
export function base62(n) {
  let out = '';
  do {
    out = DIGITS[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out;
}

async function compileAll() {
  const { config, catalogs } = await readCatalogs();
  const outDir = path.join(root, 'apps/web/public/locales');
  fs.rmSync(outDir, { recursive: true, force: true });
  const compiled = [];
  for (const { name, catalog, inCode } of catalogs) {
    // The server's words keep their English as their key: the browser looks them up by the
    // text it received (`say`). English needs none of them.
    const serverIds = new Set(Object.keys(inCode).filter((id) => inCode[id].comments?.includes(SERVER_MESSAGE)));
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale });
      const { source, errors } = createCompiledCatalog(locale, messages, { strict: false, namespace: 'json' });
      if (errors.length) throw new Error(`${name} (${locale}): ${errors.map((e) => `"${e.source}": ${e.error.message}`).join('; ')}`);
      const all = JSON.parse(source).messages;
      const screens = Object.fromEntries(Object.entries(all).filter(([id]) => !serverIds.has(id)));
      const server = locale === config.sourceLocale ? {} : Object.fromEntries(Object.entries(all).filter(([id]) => serverIds.has(id)));
      compiled.push({ name, locale, messages: screens, server });
    }
  }
  // Every message of the screens numbered in the order of its Lingui id
  // (apps/web/build/short-message-ids.ts puts the same numbers in the built chunks): the
  // catalogs are keyed by them.
  const ids = [...new Set(compiled.flatMap((c) => Object.keys(c.messages)))].sort();
  const short = Object.fromEntries(ids.map((id, i) => [id, base62(i)]));
  fs.writeFileSync(path.join(root, 'apps/web/.message-ids.json'), JSON.stringify(short));
  for (const { name, locale, messages, server } of compiled) {
    fs.mkdirSync(path.join(outDir, locale), { recursive: true });
    const keyed = Object.fromEntries(Object.entries(messages).map(([id, m]) => [short[id], m]));
    fs.writeFileSync(path.join(outDir, locale, `${name}.json`), JSON.stringify({ ...keyed, ...server }));
  }
  return catalogs.length;
}

/** `lingui extract --clean` for the named catalogs only: two people can work on two packages. */
async function extract(names) {
  const config = getConfig({ configPath, skipValidation: true });
  for (const catalog of await getCatalogs(config)) {
    const name = catalogName(catalog.path);
    if (names.length && !names.includes(name)) continue;
    await catalog.make({ clean: true, orderBy: config.orderBy });
    console.log(`locales: ${name} extracted`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--extract');
  if (at !== -1) {
    await extract(process.argv.slice(at + 1));
    process.exit(0);
  }
  const check = process.argv.indexOf('--check');
  if (check !== -1) {
    const found = await problems(process.argv.slice(check + 1));
    for (const line of found) console.error(line);
    process.exit(found.length ? 1 : 0);
  }
  const n = await compileAll();
  console.log(`locales: ${n} catalogs compiled to apps/web/public/locales`);
}
