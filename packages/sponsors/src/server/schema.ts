/** Sponsors: drizzle tables. */
export {};
