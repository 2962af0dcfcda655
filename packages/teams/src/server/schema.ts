/** Teams: drizzle tables. */
export {};
