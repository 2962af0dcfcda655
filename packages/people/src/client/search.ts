/**
 * The admin's person search for pickers (squad, auction pool): GET /api/people?q=. Typed,
 * not parsed, so a screen that only picks people ships no schema for it.
 */
import { api } from '@league/core/client';
import type { Person } from '../contract';

export type { Person };

/** People whose name (or a name they were known by) matches `q`, for an admin. */
export async function searchPeople(q: string, signal?: AbortSignal): Promise<Person[]> {
  const body = await api.get<{ data: Person[] }>(`/api/people?${new URLSearchParams({ q })}`, { fallback: 'Could not search people', signal });
  return body.data;
}
