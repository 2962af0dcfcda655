import type { ViteUserConfig } from 'vitest/config';

export declare const domConfig: ViteUserConfig;
export declare const linguiConfigPath: string;
/** Lingui's macros compiled by Babel (files that import a macro only). */
export declare function linguiPlugins(): NonNullable<ViteUserConfig['plugins']>;
