/** Teams: screens and hooks. */
export {};
