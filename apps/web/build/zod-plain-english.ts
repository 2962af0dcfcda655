/**
 * zod's English messages in the browser, shorter. Every message a form shows by the spec is
 * the contract's own (`{ error: ... }`); zod's locale only speaks for a check a contract left
 * without one, and its table (every string format's noun, every sizing's verb) was about
 * 1 KiB of gzip every visitor downloaded for messages like "Too big: expected string to
 * have <=120 characters". For the client build only, `zod/v4/locales/en.js` is replaced by
 * a plain one with the same export ("At most 120 characters", "Enter a valid email
 * address"). The server keeps zod's own. src/zod-in-browser.test.ts checks both.
 */
import type { Plugin } from 'vite';

const TARGET = /[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/;

/** The plain locale, as a module: `export default () => ({ localeError })`, zod's shape. */
export const PLAIN_ENGLISH = `
const units = { string: ' characters', array: ' items', set: ' items', file: ' bytes' };
const nouns = { email: 'email address', url: 'web address', uuid: 'id', datetime: 'date and time', date: 'date', time: 'time' };
function localeError(issue) {
  const unit = units[issue.origin] ?? '';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : 'Invalid value';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'Required' : 'At least ' + issue.minimum + unit;
    case 'too_big':
      return 'At most ' + issue.maximum + unit;
    case 'invalid_format':
      return 'Enter a valid ' + (nouns[issue.format] ?? 'value');
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return 'Invalid value';
  }
}
export default function () {
  return { localeError };
}
`;

export function zodPlainEnglish(): Plugin {
  return {
    name: 'league:zod-plain-english',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      // The prerender (server) build keeps zod's own messages; only what browsers download is trimmed.
      if (this.environment?.name !== 'client' || !TARGET.test(id)) return null;
      return PLAIN_ENGLISH;
    },
  };
}
