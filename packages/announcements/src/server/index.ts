/** Announcements: the server-side public door (apps/api and the assistant read from here). */
export { announcementsPlugin, ANNOUNCEMENTS_CACHE_TAG } from './plugin';
export { seedAnnouncementsDemo, demoAnnouncements } from './demo';
export { listActiveAnnouncements, listAllAnnouncements, getAnnouncement } from './repo';
export * as announcementsSchema from './schema';
