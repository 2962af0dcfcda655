/**
 * How an announcement's type and priority read on a screen: the values stay the contract's
 * ("EVENT", "HIGH"), their words follow the page's language (`i18n` from `useLingui()`).
 */
import type { useLingui } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import type { AnnouncementPriority, AnnouncementType } from '../constants';

type I18n = ReturnType<typeof useLingui>['i18n'];

const TYPE_LABELS = { INFO: msg`INFO`, ALERT: msg`ALERT`, EVENT: msg`EVENT` } satisfies Record<AnnouncementType, unknown>;
const PRIORITY_LABELS = { LOW: msg`LOW`, MEDIUM: msg`MEDIUM`, HIGH: msg`HIGH` } satisfies Record<AnnouncementPriority, unknown>;
/** The card's badge ("HIGH priority"). */
const PRIORITY_BADGES = {
  LOW: msg`LOW priority`,
  MEDIUM: msg`MEDIUM priority`,
  HIGH: msg`HIGH priority`,
} satisfies Record<AnnouncementPriority, unknown>;

export const typeLabel = (i18n: I18n, type: AnnouncementType) => i18n._(TYPE_LABELS[type]);
export const priorityLabel = (i18n: I18n, priority: AnnouncementPriority) => i18n._(PRIORITY_LABELS[priority]);
export const priorityBadge = (i18n: I18n, priority: AnnouncementPriority) => i18n._(PRIORITY_BADGES[priority]);
