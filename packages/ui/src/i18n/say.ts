/**
 * The server's words in the page's language (issue 32), apart from the screens' runtime so the
 * pages the server writes itself (the sign-up form) use the same catalogs and the same lookup.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';

export type { Messages };

/** Catalog ids with placeholders ("{0} won by {1} runs") as patterns of the texts they make. */
const shapes: Record<string, RegExp> = {};

/**
 * A message the server or a shared contract wrote in English (an API error, a validation
 * message, a result line), in the language of `i18n`. Their catalogs key each by its English
 * (scripts/server-messages.mjs), the parts that vary numbered: the text is found as it is, or
 * by the longest pattern it fits, each varying part said in turn (a rain rule's note inside a
 * result). English, or a text no catalog holds, comes back unchanged.
 */
export function say(i18n: I18n, text: string): string {
  const messages = i18n.messages;
  let best = '';
  let parts: string[] = [];
  if (!messages[text])
    for (const id in messages) {
      const found =
        id.length > best.length &&
        id.includes('{') &&
        (shapes[id] ??= RegExp(`^${id.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\d+\}/g, '(.+?)')}$`)).exec(text);
      if (found) [best, parts] = [id, found.slice(1)];
    }
  return messages[text] ? i18n._(text) : best ? i18n._(best, { ...parts.map((part) => say(i18n, part)) }) : text;
}

/** A language's compiled catalogs (scripts/locales.mjs), merged, as `say` reads them. */
export function wordsOf(locale: string, catalogs: Messages[]): I18n {
  return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...catalogs) as Messages } });
}
