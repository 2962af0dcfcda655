/** Vitest preset for packages with screens: server tests in node, screen tests in happy-dom. */
import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';

const setup = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));
/**
 * The screens' words are Lingui macros (lingui.config.ts), compiled by Lingui's Babel plugin
 * in tests as in the build: only files that import a macro go through Babel.
 */
export const linguiConfigPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));
export const linguiPlugins = () => {
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: [[linguiMacro, { linguiConfig }]] }),
          rolldown: { filter: { code: /[/-]macro['"]/ } },
        }),
      ],
    }),
  ];
};

/** @type {import("vitest/config").ViteUserConfig} */
export const domConfig = {
  plugins: linguiPlugins(),
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
