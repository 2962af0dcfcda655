/** Gallery: screens and hooks. */
export {};
