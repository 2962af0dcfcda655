import { defineConfig } from 'drizzle-kit';

// One migration history for the whole app, generated from every package's tables.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/meta-schema.ts', '../../packages/*/src/server/schema.ts'],
  out: './drizzle',
  casing: undefined,
});
