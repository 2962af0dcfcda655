/** Sponsors in the browser: query keys, the list and the admin writes (TanStack Query). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { MESSAGES, sponsorsPaths } from '../constants';
import type { Sponsor, SponsorData } from '../contract';

export const sponsorKeys = {
  all: ['sponsors'] as const,
  list: () => ['sponsors', 'list'] as const,
};

/** The list; `fallback` is a failure's words in the page's language (the hook passes them). */
function listQuery(fallback: string = MESSAGES.loadFailed) {
  return queryOptions({
    queryKey: sponsorKeys.list(),
    queryFn: async ({ signal }) => listOf<Sponsor>(await api.get(sponsorsPaths.list, { fallback, signal })),
  });
}

export const sponsorsQuery = listQuery();

export function useSponsors() {
  const { t } = useLingui();
  return useQuery(listQuery(t`Failed to load sponsors`));
}

/** What the form sends: `_id` decides create (POST) or edit (PUT). */
export type SponsorDraft = SponsorData & { _id?: string };

export function useSaveSponsor() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Save failed`;
  return useMutation({
    mutationFn: ({ _id, ...body }: SponsorDraft) =>
      _id ? api.put(sponsorsPaths.one(_id), body, { fallback }) : api.post(sponsorsPaths.list, body, { fallback }),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
}

export function useDeleteSponsor() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Delete failed`;
  return useMutation({
    mutationFn: (id: string) => api.delete(sponsorsPaths.one(id), { fallback }),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
}
