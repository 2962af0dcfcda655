/** Finance: drizzle tables. */
export {};
