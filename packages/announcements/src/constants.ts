/**
 * Announcements: the plain values of the contract (types, messages, limits, paths). Kept
 * apart from the zod schemas so the home page can show announcements without loading zod;
 * only the admin form, loaded on demand, needs the schemas.
 */
import type { Announcement } from './contract';

export const ANNOUNCEMENT_TYPES = ['INFO', 'ALERT', 'EVENT'] as const;
export const ANNOUNCEMENT_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

export const TITLE_MAX = 160;
export const MESSAGE_MAX = 2000;
/** A bound on the list (decisions.md 3); a live-updates card never holds anywhere near this. */
export const MAX_ANNOUNCEMENTS = 200;

export const MESSAGES = {
  title: 'Title is required',
  message: 'Message is required',
  type: 'Type must be INFO, ALERT or EVENT',
  priority: 'Priority must be LOW, MEDIUM or HIGH',
  isActive: 'Active must be true or false',
  startsAt: 'Start must be a date and time',
  expiresAt: 'Expiry must be a date and time',
  window: 'Expiry must be after the start',
  notFound: 'Announcement not found',
  created: 'Announcement created',
  updated: 'Announcement updated',
  deleted: 'Announcement deleted',
  loadFailed: 'Failed to load announcements',
  saveFailed: 'Save failed',
  deleteFailed: 'Delete failed',
  confirmDelete: 'Delete this announcement?',
  empty: 'No announcements yet',
} as const;

export const announcementsPaths = {
  active: '/api/announcements/active',
  list: '/api/announcements',
  one: (id: string) => `/api/announcements/${encodeURIComponent(id)}`,
} as const;

/** Whether an announcement is live at `now`: active and inside [startsAt, expiresAt], null bounds open. */
export function isLive(a: Pick<Announcement, 'isActive' | 'startsAt' | 'expiresAt'>, now: Date = new Date()): boolean {
  const t = now.getTime();
  if (!a.isActive) return false;
  if (a.startsAt && Date.parse(a.startsAt) > t) return false;
  if (a.expiresAt && Date.parse(a.expiresAt) < t) return false;
  return true;
}
