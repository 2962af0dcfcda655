/** Players: drizzle tables. */
export {};
