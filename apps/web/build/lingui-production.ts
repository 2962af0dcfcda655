/**
 * Lingui's runtime carries two long explanations for developers: a warning for a message
 * that reached the browser uncompiled and the error for a translation asked before a
 * language is active. Neither can happen in the built site (every catalog is compiled by
 * scripts/locales.mjs and each language's instance is active from the start), yet together
 * they are 0.3 KiB of every visitor's script. For the client build only, each is cut to a
 * line that still says what happened.
 */
import type { Plugin } from 'vite';

const CORE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;
const WARNING = /console\.warn\(`Uncompiled message detected![\s\S]*?`\);/;
const ERROR = /"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"/;

export function linguiWithoutDevMessages(): Plugin {
  return {
    name: 'league:lingui-without-dev-messages',
    apply: 'build',
    transform(code, id) {
      if (this.environment?.name !== 'client' || !CORE.test(id)) return null;
      if (!WARNING.test(code) || !ERROR.test(code)) this.error('@lingui/core changed: update apps/web/build/lingui-production.ts');
      const out = code.replace(WARNING, 'console.warn(`Uncompiled message: ${translation}`);').replace(ERROR, '"Lingui: no locale"');
      return { code: out, map: null };
    },
  };
}
