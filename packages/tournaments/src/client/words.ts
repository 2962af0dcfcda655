/** The screens' words outside a component (Lingui itself lives in @league/ui; this package names no Lingui package). */
import { i18nFor, localeOf, type useLingui } from '@league/ui/i18n';
import type { msg } from '@league/ui/i18n/core-macro';

/** The page's Lingui instance, as `useLingui()` gives it. */
export type I18n = ReturnType<typeof useLingui>['i18n'];
/** A word of a module's table (`msg\`Runs\``), drawn with `i18n._(words)`. */
export type Words = ReturnType<typeof msg>;

/**
 * A word needed where no component is (a shared query's fallback message, read when a request
 * fails): in the language of the page's address, English outside a browser.
 */
export function inPageLanguage(words: Words): string {
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  return i18nFor(localeOf(path))._(words);
}
