/** Assistant: factories and msw handlers for tests. */
export {};
