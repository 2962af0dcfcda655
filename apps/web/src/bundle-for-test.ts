/**
 * For the tests of the client build's plugins (react-as-esm, zod-in-browser): a tiny entry is
 * bundled by Vite with the plugins, as the client build bundles the app, its imports resolved
 * as apps/web's own are (the catalog's copies), and the bundle is run: its exports and code.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const IMPORTER = fileURLToPath(import.meta.url);
const ENTRY = '\0bundle-for-test-entry';

export async function bundleAndRun<T>(entryCode: string, plugins: Plugin[], define?: Record<string, string>): Promise<{ exports: T; code: string }> {
  const entry: Plugin = {
    name: 'bundle-for-test-entry',
    resolveId(id, importer) {
      if (id === ENTRY) return ENTRY;
      if (importer === ENTRY) return this.resolve(id, IMPORTER, { skipSelf: true });
      return null;
    },
    load(id) {
      return id === ENTRY ? entryCode : null;
    },
  };
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: path.dirname(IMPORTER),
    ...(define ? { define } : {}),
    plugins: [...plugins, entry],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict', output: { format: 'cjs' } } },
  })) as Rolldown.RolldownOutput;
  const code = out.output
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n');
  const module = { exports: {} as T };
  new Function('module', 'exports', code)(module, module.exports);
  return { exports: module.exports, code };
}
