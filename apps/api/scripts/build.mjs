/**
 * Compiles the server into one file, `dist/server.mjs`, that plain `node` runs (issue 35):
 * production does not compile TypeScript at start, and needs no tsx. The operator's tools
 * (src/cli/*.ts) are compiled beside it, one file each (`dist/admin-link.mjs`, …), so an
 * image without tsx or the sources can still run them.
 *
 * The workspace packages (TypeScript sources) and their pure-JS dependencies are bundled.
 * What this package lists in `dependencies` stays an import, resolved from its node_modules
 * at run time: those are the packages that cannot be bundled (the embedded database's wasm,
 * sharp's native code, pino's worker transports, swagger-ui's static files) and the large
 * ones every request path shares. A file read next to its source
 * (`new URL('./x.sql', import.meta.url)`) is copied into dist/assets and the URL rewritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--out=<dir>`: another folder (tests build their own copy); it must sit under apps/api so
// the bundle's imports resolve from this package's node_modules.
const outArg = process.argv.find((arg) => arg.startsWith('--out='));
const outDir = outArg ? path.resolve(outArg.slice('--out='.length)) : path.join(apiDir, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@league/'));

/** `new URL('<relative file>', import.meta.url)` in a workspace source: the file goes along. */
const assetsNextToSources = {
  name: 'assets-next-to-sources',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const pattern = /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g;
      if (!pattern.test(source)) return { contents: source, loader: 'ts' };
      const contents = source.replace(pattern, (whole, _quote, relative) => {
        const file = path.resolve(path.dirname(args.path), relative);
        // A worker's module (`x.worker.ts`) is an entry of its own below: its compiled file.
        const worker = workers.find(([, source]) => source === file);
        if (worker) return `new URL(${JSON.stringify(`./${worker[0]}.mjs`)}, import.meta.url)`;
        // Only files: a module URL (`new URL('./x.js', …)` for a worker) would need bundling itself.
        if (!fs.existsSync(file) || !fs.statSync(file).isFile() || /\.[cm]?[jt]s$/.test(file)) return whole;
        const name = `${path.basename(path.dirname(file))}-${path.basename(file)}`;
        fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
        fs.copyFileSync(file, path.join(outDir, 'assets', name));
        return `new URL(${JSON.stringify(`./assets/${name}`)}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Worker threads' modules (`packages/<name>/src/server/*.worker.ts`, started with
 * `new Worker(new URL('./x.worker.ts', import.meta.url))`): each is bundled beside server.mjs
 * as `<name>-x.worker.mjs`, and the URL in the bundle points at it.
 */
const packagesDir = path.resolve(apiDir, '../../packages');
const workers = fs.readdirSync(packagesDir).flatMap((name) => {
  const dir = path.join(packagesDir, name, 'src/server');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => [`${name}-${path.basename(file, '.ts')}`, path.join(dir, file)]);
});

const started = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
// Every CLI tool but the helper they share; each output sits in dist/ like server.mjs, so
// `../drizzle` from it is the migration history.
const tools = fs
  .readdirSync(path.join(apiDir, 'src/cli'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'open-database.ts')
  .map((file) => [path.basename(file, '.ts'), path.join(apiDir, 'src/cli', file)]);
await build({
  entryPoints: { server: path.join(apiDir, 'src/server.ts'), ...Object.fromEntries(tools), ...Object.fromEntries(workers) },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [assetsNextToSources],
  sourcemap: 'linked',
  // Bundled CommonJS code still calls require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(
  `api: built ${path.relative(apiDir, outDir)}/server.mjs, ${[...tools, ...workers].map(([name]) => `${name}.mjs`).join(', ')} in ${Date.now() - started} ms`,
);
