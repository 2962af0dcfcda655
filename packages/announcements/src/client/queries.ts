/** Announcements in the browser: query keys, the live list and the admin writes (TanStack Query). */
import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminChecks, api, listOf, useSession } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { MESSAGES, announcementsPaths } from '../constants';
import type { Announcement, AnnouncementData } from '../contract';

export const announcementKeys = {
  all: ['announcements'] as const,
  /** Admins get every announcement and visitors the live ones: separate cache entries. */
  active: (admin: boolean) => ['announcements', 'active', admin ? 'admin' : 'visitor'] as const,
};

/** The live list; `fallback` is a failure's words in the page's language (the hook passes them). */
export function activeAnnouncementsQuery(admin: boolean, fallback: string = MESSAGES.loadFailed) {
  return queryOptions({
    queryKey: announcementKeys.active(admin),
    queryFn: async ({ signal }) => listOf<Announcement>(await api.get(announcementsPaths.active, { fallback, signal })),
  });
}

/** The home screen's admin rule (spec 6): re-evaluated whenever the session changes. */
export function useHomeAdmin(): boolean {
  const { token, user } = useSession();
  // adminChecks reads the stored token itself; the session values only say when to look again.
  return useMemo(() => adminChecks.home(), [token, user]);
}

export function useActiveAnnouncements() {
  const { t } = useLingui();
  return useQuery(activeAnnouncementsQuery(useHomeAdmin(), t`Failed to load announcements`));
}

/** What the form sends: the record, with `_id` deciding create (POST) or edit (PUT). */
export type AnnouncementDraft = AnnouncementData & { _id?: string };

export function useSaveAnnouncement() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Save failed`;
  return useMutation({
    mutationFn: ({ _id, ...body }: AnnouncementDraft) =>
      _id ? api.put(announcementsPaths.one(_id), body, { fallback }) : api.post(announcementsPaths.list, body, { fallback }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Delete failed`;
  return useMutation({
    mutationFn: (id: string) => api.delete(announcementsPaths.one(id), { fallback }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
