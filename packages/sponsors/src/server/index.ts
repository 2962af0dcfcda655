/** Sponsors: server-side public door. */
export { sponsorsPlugin } from './plugin';
export { seedSponsorsDemo } from './demo';
export * as sponsorsSchema from './schema';
