/** Schedule: drizzle tables. */
export {};
