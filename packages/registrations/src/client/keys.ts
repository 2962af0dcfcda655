/**
 * Registrations' TanStack Query keys, the one place they are spelled. A module of its own,
 * importing nothing, so another package (the auction's set-up reads the pool candidates)
 * takes them through `@league/registrations/keys` without the contract's schemas that
 * `@league/registrations/client` brings.
 */
export const registrationsKeys = {
  all: ['registrations'] as const,
  list: () => [...registrationsKeys.all, 'list'] as const,
  imports: () => [...registrationsKeys.all, 'imports'] as const,
  dues: () => [...registrationsKeys.all, 'dues'] as const,
  /** GET /pool-candidates, read by the auction's set-up: under `all`, so every write here refreshes it. */
  poolCandidates: () => [...registrationsKeys.all, 'pool-candidates'] as const,
};
