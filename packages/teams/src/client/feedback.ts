import { ApiError } from '@league/core/client';

/**
 * The alert for a failed write (spec 8): the screen's own words, then the server's
 * message when it sent one ("Failed to create team: A team named … already exists").
 */
export function failureMessage(fallback: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.message : '';
  return detail && detail !== fallback ? `${fallback}: ${detail}` : fallback;
}

/**
 * Tells every listener in this tab that browser storage changed: the browser only fires
 * `storage` in other tabs, and the session provider and admin checks listen for it.
 */
export function announceStorageChange(key: 'token' | 'role') {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}
