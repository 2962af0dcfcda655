import { defineConfig } from 'vitest/config';
import { nodeConfig } from '@league/vitest-config/node';

export default defineConfig({
  ...nodeConfig,
  test: { ...nodeConfig.test, include: ['test/**/*.test.ts'] },
});
