import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiPlugins } from '@league/vitest-config/dom';
import { shortMessageIds } from './build/short-message-ids';
import { linguiWithoutDevMessages } from './build/lingui-production';
import { reactAsEsm } from './build/react-as-esm';
import { reactRouterWithoutDevWarnings } from './build/react-router-production';
import { zodPlainEnglish } from './build/zod-plain-english';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';

/**
 * The SPA fallback is written by React Router's prerender, after the service worker's
 * precache list is made: it is listed by hand, with this build's time as its revision so
 * every new build's worker fetches it again.
 */
const BUILD_REVISION = Date.now().toString(36);

export default defineConfig({
  plugins: [
    // The screens' words (Lingui macros, lingui.config.ts) become message ids; the words
    // themselves are JSON files per language and package (scripts/locales.mjs).
    ...linguiPlugins(),
    shortMessageIds(import.meta.dirname),
    linguiWithoutDevMessages(),
    // React's CommonJS read as ES modules: unused exports dropped, direct bindings (build/react-as-esm.ts).
    reactAsEsm(),
    zodWithoutJsonSchema(),
    zodPlainEnglish(),
    reactRouterWithoutDevWarnings(),
    // Framework mode: routes in src/routes.ts, prerendered paths in react-router.config.ts.
    reactRouter(),
    // The scorer's screen works with no network (decisions.md 6): a service worker scoped to
    // /score/ (registered by that screen only) precaches the app; the public site has none.
    VitePWA({
      injectRegister: false,
      filename: 'score-sw.js',
      manifestFilename: 'score.webmanifest',
      registerType: 'autoUpdate',
      manifest: {
        name: 'League scorer',
        short_name: 'Scorer',
        description: 'Score matches ball by ball, with or without a network.',
        start_url: '/score',
        scope: '/score',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b3d2e',
        // The scorer's screen links this manifest (packages/scoring); start_url is inside the scope.
        id: '/score',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/__spa-fallback.html',
        additionalManifestEntries: [{ url: '/__spa-fallback.html', revision: BUILD_REVISION }],
        navigateFallbackAllowlist: [/^\/score(\/|$)/],
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Terser's passes write ~4% less gzip than the default minifier (five: 300 bytes less than three): the F1 budget
    // (all JS <= 350 KiB gzip) holds with the people, sharing and overlay screens added.
    // Function expressions written as arrows and object methods as shorthand (`unsafe_arrows`,
    // `unsafe_methods`: 205 bytes, paid for `say`, issue 32) are safe here: no code `new`s an
    // anonymous function or an object's method (React, the router, zod and Lingui use classes
    // or named constructors); the whole browser suite runs on this build.
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 5, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
      format: { comments: false },
    },
    chunkSizeWarningLimit: 400,
    // The gallery's eight placeholder pictures (17 KB of SVG) stay files its page fetches when
    // it shows them: inlined as data URLs they were script every visitor downloaded.
    assetsInlineLimit: (file) => (/[/\\]gallery[/\\].*\.svg$/.test(file) ? false : undefined),
    rolldownOptions: {
      // A contract's schemas are built at module level (`z.object(...)`), which the bundler
      // must keep as if building one had effects: declared pure, the answers' schemas a screen
      // never parses stay out of its chunk. No module calls `z.` for an effect. Reading a
      // property has no effect either (no getter here is read for one): without that, a
      // schema whose arguments read a constant (`IMPORT_LIMITS.maxCsvChars`, a message) was
      // kept, unused, in the screens' chunks. The contracts' own schema-building helpers
      // (`requiredText`, `plainName`, a local `day`) carry `/*#__NO_SIDE_EFFECTS__*/` for the same reason.
      treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false },
      output: {
        // React, React Router and the query cache in one chunk that every screen shares,
        // rather than a dozen small ones a phone fetches six at a time.
        codeSplitting: {
          groups: [
            // Vite's preload helper too: every screen's lazy import calls it.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|turbo-stream|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper/,
            },
            // The design system and the API client: on every screen.
            // With the site's own parts every page loads (hydration's adoption, the route error screen),
            // and the packages' query keys and season helpers: modules of a few hundred bytes that
            // import nothing, each a chunk of its own otherwise (0.4 KiB of chunk glue in all).
            {
              name: 'shell',
              test: /packages[\\/](core|ui)[\\/]src[\\/](client|index|tokens|components|format)|packages[\\/][a-z]+[\\/]src[\\/](client[\\/]keys|season)\.ts|apps[\\/]web[\\/]src[\\/](adoption|shell[\\/]route-error)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/register': 'http://localhost:3000',
      '/hi/register': 'http://localhost:3000',
    },
  },
});
