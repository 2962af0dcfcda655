import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { domConfig, linguiPlugins } from '@league/vitest-config/dom';
export default defineConfig({ ...domConfig, plugins: [react(), ...linguiPlugins()] });
