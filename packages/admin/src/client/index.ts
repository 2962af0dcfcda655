/** Admin: screens and hooks. */
export {};
