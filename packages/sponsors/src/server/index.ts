/** Sponsors: the server-side public door (apps/api and the assistant read from here). */
export { sponsorsPlugin, SPONSORS_CACHE_TAG } from './plugin';
export { seedSponsorsDemo, demoSponsors } from './demo';
export { listSponsors, getSponsor } from './repo';
export * as sponsorsSchema from './schema';
