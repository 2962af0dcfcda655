/**
 * Tournaments and the match centre (operations spec sections 1-4): the package's `./contract`
 * door, one module per spec section under `./contract/`. The server validates and serialises
 * with these schemas (fastify-type-provider-zod). The screens parse only what they send (the
 * tournament form, a typed-in result) and take every answer at its type without parsing it,
 * so a field may be added without a client release but never removed or renamed under a
 * screen that reads it.
 */
export * from './contract/messages';
export * from './contract/tournaments';
export * from './contract/scorecard';
export * from './contract/standings';
export * from './contract/statistics';
export * from './contract/events';
export * from './contract/cricsheet';
export * from './awards-contract';

// Part 3 spec 4: the fixture generator's calls.
export * from './fixture-plan-contract';
