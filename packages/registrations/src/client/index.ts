/** Registrations: screens and hooks. */
export {};
