/** scripts/locales.mjs, as the tests read it. */
export declare function problems(names?: string[]): Promise<string[]>;
export declare function catalogName(catalogPath: string): string;
/** One catalog's server words in a language, compiled as the site's JSON holds them (keyed by their English). */
export declare function serverWords(name: string, locale: string): Promise<Record<string, unknown>>;
