/** Assistant: screens and hooks. */
export {};
