/**
 * The admin's person search for pickers (squad, auction pool): GET /api/people?q=. Typed,
 * not parsed, so a screen that only picks people ships no schema for it.
 */
import { api } from '@league/core/client';
import type { Person } from '../contract';

export type { Person };

/**
 * People whose name (or a name they were known by) matches `q`, for an admin. `fallback`: the
 * message when the server gives none, in the page's language.
 */
export async function searchPeople(q: string, signal?: AbortSignal, fallback = 'Could not search people'): Promise<Person[]> {
  const body = await api.get<{ data: Person[] }>(`/api/people?${new URLSearchParams({ q })}`, { fallback, signal });
  return body.data;
}
