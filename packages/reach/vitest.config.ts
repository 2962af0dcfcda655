import { defineConfig } from 'vitest/config';
import { domConfig } from '@league/vitest-config/dom';
export default defineConfig(domConfig);
