/** Admin: drizzle tables. */
export {};
