/** Sponsors: screens and hooks. */
export {};
