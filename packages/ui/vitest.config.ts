import { defineConfig } from 'vitest/config';
import { linguiPlugins } from '@league/vitest-config/dom';

export default defineConfig({
  plugins: linguiPlugins(),
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
