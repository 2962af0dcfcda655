/** scripts/locales.mjs, as the web's test reads it. */
export declare function problems(names?: string[]): Promise<string[]>;
export declare function catalogName(catalogPath: string): string;
