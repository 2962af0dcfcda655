import type { Config } from '@react-router/dev/config';

/**
 * Framework mode without a server (quality F2): the public screens are prerendered to HTML
 * at build time, every other path gets the SPA fallback and renders in the browser.
 */
const PUBLIC = ['/', '/about', '/teams', '/schedule', '/gallery', '/players'];

export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  // A visitor's first render of each public screen: shell, headings, skeletons; in English
  // and, at its own address, in Hindi (issue 32).
  prerender: PUBLIC.flatMap((path) => [path, path === '/' ? '/hi' : `/hi${path}`]),
} satisfies Config;
