/**
 * React Router's package resolves to its development build under every condition Vite uses;
 * its production build differs by one flag, `ENABLE_DEV_WARNINGS`, which keeps the dev-only
 * warnings (and the code that composes them) in what browsers download. For the client build
 * only, the flag is turned off, as the production build has it, so the minifier drops them.
 * The prerender keeps the package as it is (it runs in Node and prints nothing to visitors).
 */
import type { Plugin } from 'vite';

const ROUTER = /[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
const FLAG = 'var ENABLE_DEV_WARNINGS = true;';

export function reactRouterWithoutDevWarnings(): Plugin {
  return {
    name: 'league:react-router-without-dev-warnings',
    apply: 'build',
    transform(code, id) {
      if (this.environment?.name !== 'client' || !ROUTER.test(id) || !code.includes(FLAG)) return null;
      return { code: code.replace(FLAG, 'var ENABLE_DEV_WARNINGS = false;'), map: null };
    },
  };
}
