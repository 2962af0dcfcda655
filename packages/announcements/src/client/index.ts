/** Announcements: screens and hooks. */
export {};
