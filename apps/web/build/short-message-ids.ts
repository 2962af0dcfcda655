/**
 * Lingui's message ids are six characters of a hash: random to gzip, they cost about 4.5
 * bytes each in every screen's chunk (1,800 words, 8 KiB of the F1 budget). The word
 * catalogs (scripts/locales.mjs) number every message instead, base 62 in the order of its
 * id, and write that numbering to `.message-ids.json`; this swaps each id in the built
 * chunks for its number (both builds: the prerender reads the same catalogs). Development
 * and tests keep Lingui's ids and the English in the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const MESSAGE_IDS_FILE = '.message-ids.json';
const ID = /\bid:\s*"([A-Za-z0-9+/_-]{6})"/g;
const CALL = /\(\{\s*id:\s*"([0-9A-Za-z]{1,3})"\s*\}\)/g;

export function shortMessageIds(webDir: string): Plugin {
  let ids: Record<string, string> = {};
  let numbers = new Set<string>();
  return {
    name: 'league:short-message-ids',
    apply: 'build',
    buildStart() {
      const file = path.join(webDir, MESSAGE_IDS_FILE);
      if (!fs.existsSync(file)) this.error(`${MESSAGE_IDS_FILE} is missing: run node scripts/locales.mjs before the build`);
      ids = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      numbers = new Set(Object.values(ids));
    },
    renderChunk(code) {
      if (!code.includes('id:')) return null;
      let changed = false;
      const out = code.replace(ID, (all, id: string) => {
        const short = ids[id];
        if (short === undefined) return all;
        changed = true;
        return `id:"${short}"`;
      });
      if (!changed) return null;
      // `t\`…\`` compiles to `i18n._({ id })`: Lingui's `_` takes the id itself as well, without
      // the object around it (only our numbers are matched).
      const bare = out.replace(CALL, (all, id: string) => (numbers.has(id) ? `("${id}")` : all));
      return { code: bare, map: null };
    },
  };
}
