import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import { serverMessagesExtractor } from './scripts/server-messages.mjs';

/**
 * Two languages (issue 32): one catalog per package that has screens, so a page loads only
 * the words of the packages it draws. `pnpm i18n:extract` gathers the words from the code
 * into `src/locales/{en,hi}.po` (a volunteer translates hi.po in any PO editor, following
 * docs/glossary-hi.md); `pnpm i18n:compile` checks that no message is missing in either
 * language and writes the JSON the site serves (apps/web/public/locales, not committed).
 * The words the server and the shared contracts write (a validation message, an API error, a
 * result line) are gathered too, by scripts/server-messages.mjs, with their English as the id.
 */
const PACKAGES = [
  'ui',
  'core',
  'cricket',
  'admin',
  'announcements',
  'assistant',
  'auction',
  'finance',
  'gallery',
  'people',
  'players',
  'reach',
  'registrations',
  'schedule',
  'scoring',
  'settings',
  'sponsors',
  'teams',
  'tournaments',
];

/** Catalog name -> the folder whose code it holds the words of (`web`: the shell and home). */
const places: Record<string, string> = Object.fromEntries([['web', 'apps/web/src'], ...PACKAGES.map((p) => [p, `packages/${p}/src`])]);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  // Where each word is used, without line numbers: a catalog changes only when its words do.
  format: formatter({ lineNumbers: false }),
  // A contract or server file by the server's words' extractor, everything else (the screens'
  // macros) by Lingui's own.
  extractors: [serverMessagesExtractor, babel],
  catalogs: Object.keys(places).map((name) => ({
    path: `<rootDir>/${places[name]}/locales/{locale}`,
    include: [`<rootDir>/${places[name]}`],
    exclude: ['<rootDir>/**/*.test.*', '<rootDir>/**/node_modules/**', '<rootDir>/packages/ui/src/i18n/**'],
  })),
  macro: { corePackage: ['@lingui/core/macro', '@league/ui/i18n/core-macro'], jsxPackage: ['@lingui/react/macro', '@league/ui/i18n/macro'] },
  runtimeConfigModule: {
    i18n: ['@league/ui/i18n', 'i18n'],
    Trans: ['@league/ui/i18n', 'Trans'],
    useLingui: ['@league/ui/i18n', 'useLingui'],
  },
});
