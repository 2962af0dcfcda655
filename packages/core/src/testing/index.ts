/** Test harness: real databases, the real app conventions, tokens for every case. */
export * from './db';
export * from './app';
export * from './access-matrix';
export * from './smtp-sink';
