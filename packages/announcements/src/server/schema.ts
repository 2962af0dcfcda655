/** Announcements: drizzle tables. */
export {};
