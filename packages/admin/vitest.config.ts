import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { domConfig } from '@league/vitest-config/dom';

export default defineConfig({
  ...domConfig,
  resolve: {
    // TEMPORARY: see src/testing/drizzle-kit-shim.ts (foreign keys in the PostgreSQL test schema).
    alias: [{ find: /^drizzle-kit\/api$/, replacement: fileURLToPath(new URL('./src/testing/drizzle-kit-shim.ts', import.meta.url)) }],
  },
});
