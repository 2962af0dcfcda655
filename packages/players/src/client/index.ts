/** Players: screens and hooks. */
export {};
