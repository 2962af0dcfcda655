/** Gallery: drizzle tables. */
export {};
