/**
 * Sponsors in the browser: the home page's Our Sponsors section, its hooks and keys.
 * (The package has no page of its own; ./pages stays empty.)
 */
export { SponsorsSection } from './sponsors-section';
export { sponsorKeys, sponsorsQuery, useDeleteSponsor, useSaveSponsor, useSponsors } from './queries';
export type { SponsorDraft } from './queries';
