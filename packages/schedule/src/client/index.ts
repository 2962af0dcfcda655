/** Schedule: screens and hooks. */
export {};
