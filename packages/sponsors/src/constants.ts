/**
 * Sponsors: the plain values of the contract (messages, limits, paths). Kept apart from the
 * zod schemas so the home page can show sponsors without loading zod; only the admin form,
 * loaded on demand, needs the schemas.
 */

export const COMPANY_MAX = 120;
export const OWNER_MAX = 120;
export const OVERVIEW_MAX = 1500;
/** A bound on the list (decisions.md 3), far above a community league's sponsor count. */
export const MAX_SPONSORS = 200;

export const MESSAGES = {
  companyName: 'Company name is required.',
  notFound: 'Sponsor not found',
  created: 'Sponsor added',
  updated: 'Sponsor updated',
  deleted: 'Sponsor deleted',
  loadFailed: 'Failed to load sponsors',
  saveFailed: 'Save failed',
  deleteFailed: 'Delete failed',
  confirmDelete: 'Delete this sponsor?',
  empty: 'No sponsors yet',
} as const;

export const sponsorsPaths = {
  list: '/api/sponsors',
  one: (id: string) => `/api/sponsors/${encodeURIComponent(id)}`,
} as const;
