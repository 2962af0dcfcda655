/** Sponsors: factories and msw handlers for tests. */
export {};
