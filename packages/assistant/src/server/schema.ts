/** Assistant: drizzle tables. */
export {};
