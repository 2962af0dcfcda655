/** Vitest preset for server code: real databases are slow to start on 2 busy cores. */

/** @type {import("vitest/config").ViteUserConfig} */
export const nodeConfig = {
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
};
