/** People: the screens the router lazy-loads. */
export {};
