/**
 * The contract's texts the screen shows itself (MESSAGES), in the page's language. The
 * contract stays English (the server answers with it); the English here is the same, word
 * for word, which messages.test.ts checks.
 */
import { msg } from '@league/ui/i18n/core-macro';

export const screenMessages = {
  unreadableDate: msg`Date of birth could not be read. Write it as 14/05/2013 or 14 May 2013.`,
};
