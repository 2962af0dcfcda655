/** Announcements: server-side public door. */
export { announcementsPlugin } from './plugin';
export { seedAnnouncementsDemo } from './demo';
export * as announcementsSchema from './schema';
