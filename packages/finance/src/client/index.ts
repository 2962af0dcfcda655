/** Finance: screens and hooks. */
export {};
