/**
 * First paint without the app (quality F2). The site is one index.html for every path, and
 * its JavaScript (React, the router, the query cache: ~370 KB, served uncompressed) had to
 * arrive and run before anything showed. So after the client build this plugin:
 * 1. renders each public screen's first render (shell, headings, skeletons) to markup with
 *    the real components (src/prerender.tsx, built for Node and run here);
 * 2. writes one small frame script per screen that puts that markup into #root
 *    (src/frame/paint.ts; the gallery's also draws the first pictures, src/frame/gallery.ts),
 *    and a boot script (src/frame/boot.ts) that picks the screen for the current path, loads
 *    its CSS and frame render-blocking, and starts the app right after that first paint;
 * 3. rewrites index.html to load the boot script instead of the app's module script.
 * The app then loads the screen's chunk before its first render (router.tsx preloadRoute) and
 * hydrates the frame (src/main.tsx): the same render, so nothing flashes or shifts, and the
 * DOM already on screen is kept rather than rebuilt. Signed-in browsers, and paths without a
 * frame, get the app as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';

export interface FirstPaintOptions {
  /** Path → the module the router lazy-loads for it (as written in router.tsx). */
  screens: Record<string, string>;
  /** The module that imports the screens (module specifiers resolve from there). */
  importer: string;
}

type Queries = Array<[readonly unknown[], unknown]>;
interface GalleryTemplates {
  skeleton: string;
}
interface Prerender {
  renderFrame(path: string, queries?: Queries): Promise<string>;
  renderSplash(): { markup: string; ms: number };
  renderGalleryTemplates(): GalleryTemplates;
  galleryGridHtml(templates: GalleryTemplates, items: unknown[]): string;
  galleryListKey: readonly unknown[];
}

/** Pictures that exercise every card pattern (caption or not, eager or lazy, odd characters). */
const SAMPLE_PICTURES = Array.from({ length: 6 }, (_, i) => ({
  id: `sample-${i}`,
  url: `/api/gallery/files/${i}.jpg`,
  thumbUrl: `/api/gallery/files/${i}-thumb.webp?a=1&b="2"`,
  caption: i % 2 ? null : `Match <day> ${i} & "friends" it's`,
  width: i === 3 ? undefined : 800 + i,
  height: i === 3 ? undefined : 600 + i,
}));

/** Files a manifest chunk loads with it: its JS (itself and static imports) and their CSS. */
function closure(manifest: Manifest, key: string, js = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, js, css);
  return { js, css };
}

function hashed(dir: string, name: string, source: string): string {
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.js`;
  fs.writeFileSync(path.join(dir, file), source);
  return `/${file}`;
}

/** A runtime of src/frame (boot or frame script) as one small classic script exposing `start`. */
async function runtime(root: string, entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, entry), formats: ['iife'], name: 'runtime', fileName: () => 'runtime.js' },
      // Only what the frame calls: the packages' other exports (hooks, components) stay out.
      rollupOptions: {
        treeshake: { moduleSideEffects: false },
        // React Query's "use client" markers, in modules that are dropped anyway.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  })) as Array<{ output: Array<{ type: string; code?: string }> }> | { output: Array<{ type: string; code?: string }> };
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find((o) => o.type === 'chunk');
  return chunk!.code!;
}

/** A classic script: the runtime, then its `start` called with `args`, nothing left global. */
const call = (code: string, ...args: unknown[]) => `(function () {\n${code}runtime.start(${args.map((a) => JSON.stringify(a)).join(', ')});\n})();\n`;

export function firstPaint(options: FirstPaintOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'league:first-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const root = config.root;
      const dist = path.resolve(root, config.build.outDir);
      const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

      // 1. The renderer, built for Node next to node_modules so its React imports resolve.
      const outDir = path.join(root, 'node_modules/.first-paint');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: path.join(root, 'src/prerender.tsx'), outDir, emptyOutDir: true, target: 'node20' },
      });
      const renderer = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as Prerender;

      // 2. A frame script per screen and the boot script's table.
      const runtimes = { plain: await runtime(root, 'src/frame/screen.ts'), gallery: await runtime(root, 'src/frame/gallery-screen.ts') };
      const importer = path.resolve(root, options.importer);
      const screens: Record<string, { css: string[]; js: string[]; frame: string }> = {};
      for (const [route, specifier] of Object.entries(options.screens)) {
        const resolved = (await this.resolve(specifier, importer))?.id;
        const key = resolved && path.relative(root, resolved.split('?')[0]!);
        if (!key || !manifest[key]?.isDynamicEntry) throw new Error(`first-paint: ${route} → ${specifier} is not a lazily loaded chunk`);
        const { js, css } = closure(manifest, key);
        const args: Record<string, unknown> = {
          markup: await renderer.renderFrame(route),
          // Home's greeting is part of its first paint.
          overlay: route === '/' ? renderer.renderSplash() : null,
        };
        // The gallery's frame also draws the first pictures (src/frame/gallery.ts); make sure
        // its patterns give exactly the markup React renders once the list is in.
        if (route === '/gallery') {
          const templates = renderer.renderGalleryTemplates();
          const markup = args.markup as string;
          const loaded = await renderer.renderFrame(route, [[renderer.galleryListKey, SAMPLE_PICTURES]]);
          if (!markup.includes(templates.skeleton) || markup.replace(templates.skeleton, renderer.galleryGridHtml(templates, SAMPLE_PICTURES)) !== loaded) {
            throw new Error('first-paint: the gallery frame patterns no longer match what the gallery renders');
          }
          args.gallery = templates;
        }
        // Its pictures and icons come from the Node build: make sure they name the browser's files.
        for (const [, file] of (args.markup as string).matchAll(/"\/(assets\/[^"?#]+)/g)) {
          if (!fs.existsSync(path.join(dist, file!))) throw new Error(`first-paint: ${route} refers to ${file}, which the build did not write`);
        }
        const code = call(route === '/gallery' ? runtimes.gallery : runtimes.plain, args);
        const name = route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-');
        screens[route] = { css: [...css].map((f) => `/${f}`), js: [...js].map((f) => `/${f}`), frame: hashed(dist, `frame-${name}`, code) };
      }
      fs.rmSync(outDir, { recursive: true, force: true });

      // 3. index.html: the boot script takes over starting the app.
      const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
      const entry = manifest[entryKey]!;
      const app = { entry: `/${entry.file}`, preload: [...closure(manifest, entryKey).js].filter((f) => f !== entry.file).map((f) => `/${f}`) };
      const boot = hashed(dist, 'boot', call(await runtime(root, 'src/frame/boot.ts'), screens, app));
      const htmlFile = path.join(dist, 'index.html');
      let html = fs.readFileSync(htmlFile, 'utf8');
      const before = html;
      html = html
        .replace(/\s*<script type="module"[^>]*><\/script>/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(/(\s*)(<link rel="stylesheet")/, `$1<script src="${boot}"></script>$1$2`);
      if (html === before || !html.includes(boot) || html.includes('type="module"')) throw new Error('first-paint: index.html is not shaped as expected');
      fs.writeFileSync(htmlFile, html);
    },
  };
}
