/** Registrations: drizzle tables. */
export {};
