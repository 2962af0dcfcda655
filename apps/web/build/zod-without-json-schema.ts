/**
 * The browser never turns a schema into JSON Schema (the server's OpenAPI document does), yet
 * zod's classic API carries the whole generator on every schema's prototype: about 7 KiB of
 * gzip every visitor downloaded. For the client build only, zod's two JSON Schema modules are
 * replaced by stand-ins whose functions say so when called. `aggregateChecks`, which string
 * and number schemas read for their `minLength`, `maxLength` and `format`, is re-exported from
 * the real module, so only it (and what it needs) is kept.
 *
 * Two of the replaced exports are factories zod calls before anyone asks for JSON Schema:
 * `createStandardJSONSchemaMethod` when a schema's `~standard` is read (what every Standard
 * Schema consumer reads to validate) and `createToJSONSchemaMethod` inside `toJSONSchema()`.
 * Their stand-ins return a method that throws when called, so reading `~standard` (and
 * validating through it) still works.
 * The processors zod sets on each schema are called only while JSON Schema is being built.
 * src/zod-in-browser.test.ts builds zod with this plugin and checks both.
 */
import fs from 'node:fs/promises';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

const TARGET = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
const REAL = '?zod-json-schema-real';
const KEEP = new Set(['aggregateChecks']);
const FACTORIES = new Set(['createStandardJSONSchemaMethod', 'createToJSONSchemaMethod']);
export const UNAVAILABLE = 'JSON Schema is not built in the browser: ask the server for /api/openapi.json';

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'league:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      // The prerender (server) build keeps zod whole; only what browsers download is trimmed.
      if (this.environment?.name !== 'client' || !TARGET.test(id)) return null;
      await init;
      const [, exports] = parse(await fs.readFile(id, 'utf8'));
      const names = exports.map((e) => e.n).filter((n) => n !== 'default');
      const lines = ['function unavailable() {', `  throw new Error(${JSON.stringify(UNAVAILABLE)});`, '}'];
      for (const name of names) {
        if (KEEP.has(name)) lines.push(`export { ${name} } from ${JSON.stringify(id + REAL)};`);
        else if (FACTORIES.has(name)) lines.push(`export const ${name} = () => unavailable;`);
        else lines.push(`export const ${name} = unavailable;`);
      }
      return lines.join('\n');
    },
  };
}
