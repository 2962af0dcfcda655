/** Announcements in the browser: query keys, the live list and the admin writes (TanStack Query). */
import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminChecks, api, listOf, useSession } from '@league/core/client';
import { MESSAGES, announcementsPaths } from '../constants';
import type { Announcement, AnnouncementData } from '../contract';

export const announcementKeys = {
  all: ['announcements'] as const,
  /** Admins get every announcement and visitors the live ones: separate cache entries. */
  active: (admin: boolean) => ['announcements', 'active', admin ? 'admin' : 'visitor'] as const,
};

export function activeAnnouncementsQuery(admin: boolean) {
  return queryOptions({
    queryKey: announcementKeys.active(admin),
    queryFn: async ({ signal }) => listOf<Announcement>(await api.get(announcementsPaths.active, { fallback: MESSAGES.loadFailed, signal })),
  });
}

/** The home screen's admin rule (spec 6): re-evaluated whenever the session changes. */
export function useHomeAdmin(): boolean {
  const { token, user } = useSession();
  // adminChecks reads the stored token itself; the session values only say when to look again.
  return useMemo(() => adminChecks.home(), [token, user]);
}

export function useActiveAnnouncements() {
  return useQuery(activeAnnouncementsQuery(useHomeAdmin()));
}

/** What the form sends: the record, with `_id` deciding create (POST) or edit (PUT). */
export type AnnouncementDraft = AnnouncementData & { _id?: string };

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, ...body }: AnnouncementDraft) =>
      _id
        ? api.put(announcementsPaths.one(_id), body, { fallback: MESSAGES.saveFailed })
        : api.post(announcementsPaths.list, body, { fallback: MESSAGES.saveFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(announcementsPaths.one(id), { fallback: MESSAGES.deleteFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
