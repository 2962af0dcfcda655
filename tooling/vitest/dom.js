/** Vitest preset for packages with screens: server tests in node, screen tests in happy-dom. */
import { fileURLToPath } from 'node:url';

const setup = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));

/** @type {import("vitest/config").ViteUserConfig} */
export const domConfig = {
  test: {
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts'] } },
      // Screen tests touch no database: the PostgreSQL run (TEST_DATABASE_URL) skips them.
      ...(process.env.TEST_DATABASE_URL
        ? []
        : [{ extends: true, test: { name: 'client', environment: 'happy-dom', include: ['src/**/*.test.tsx'], setupFiles: [setup] } }]),
    ],
  },
};
