/** Sponsors in the browser: query keys, the list and the admin writes (TanStack Query). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@league/core/client';
import { MESSAGES, sponsorsPaths } from '../constants';
import type { Sponsor, SponsorData } from '../contract';

export const sponsorKeys = {
  all: ['sponsors'] as const,
  list: () => ['sponsors', 'list'] as const,
};

export const sponsorsQuery = queryOptions({
  queryKey: sponsorKeys.list(),
  queryFn: async ({ signal }) => listOf<Sponsor>(await api.get(sponsorsPaths.list, { fallback: MESSAGES.loadFailed, signal })),
});

export function useSponsors() {
  return useQuery(sponsorsQuery);
}

/** What the form sends: `_id` decides create (POST) or edit (PUT). */
export type SponsorDraft = SponsorData & { _id?: string };

export function useSaveSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, ...body }: SponsorDraft) =>
      _id ? api.put(sponsorsPaths.one(_id), body, { fallback: MESSAGES.saveFailed }) : api.post(sponsorsPaths.list, body, { fallback: MESSAGES.saveFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
}

export function useDeleteSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(sponsorsPaths.one(id), { fallback: MESSAGES.deleteFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
}
