/**
 * Announcements in the browser: the home page's Live Updates section, its hooks and keys.
 * (The package has no page of its own; ./pages stays empty.)
 */
export { LiveUpdates } from './live-updates';
export { announcementKeys, activeAnnouncementsQuery, useActiveAnnouncements, useDeleteAnnouncement, useHomeAdmin, useSaveAnnouncement } from './queries';
export type { AnnouncementDraft } from './queries';
