/** People: TanStack Query keys, the list query and the admin's writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { mergeResponseSchema, peopleListResponseSchema, personResponseSchema, type PeopleFilter, type PersonPatch } from '../contract';

export type { PeopleFilter };

export const peopleKeys = {
  all: ['people'] as const,
  list: (filter: PeopleFilter, q: string) => [...peopleKeys.all, 'list', filter, q] as const,
};

/** `fallback`: the message when the server gives none, in the page's language. */
export const peopleQuery = (filter: PeopleFilter, q: string, fallback = 'Failed to load people') =>
  queryOptions({
    queryKey: peopleKeys.list(filter, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ filter, ...(q ? { q } : {}) });
      return api.get(`/api/people?${params}`, { schema: peopleListResponseSchema, fallback, signal });
    },
    // Personal data read for one screen: ask again whenever it opens.
    staleTime: 0,
    retry: false,
  });

/** Every write changes who the public sees: the lists of every package read again. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function usePatchPerson() {
  const invalidate = useInvalidateAll();
  const { t } = useLingui();
  const fallback = t`Save failed`;
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PersonPatch }) => api.patch(`/api/people/${id}`, patch, { schema: personResponseSchema, fallback }),
    onSuccess: invalidate,
  });
}

export function useConsent() {
  const invalidate = useInvalidateAll();
  const { t } = useLingui();
  const fallback = t`Consent not saved`;
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; action: 'record' | 'withdraw'; guardianName?: string; guardianPhone?: string }) =>
      api.post(`/api/people/${id}/consent`, body, { schema: personResponseSchema, fallback }),
    onSuccess: invalidate,
  });
}

export function useMerge() {
  const invalidate = useInvalidateAll();
  const { t } = useLingui();
  const fallback = t`Merge failed`;
  return useMutation({
    mutationFn: (body: { fromId: string; intoId: string }) => api.post('/api/people/merge', body, { schema: mergeResponseSchema, fallback }),
    onSuccess: invalidate,
  });
}

export function useUndoMerge() {
  const invalidate = useInvalidateAll();
  const { t } = useLingui();
  const fallback = t`Undo failed`;
  return useMutation({
    mutationFn: (mergeId: string) => api.post(`/api/people/merges/${mergeId}/undo`, undefined, { fallback }),
    onSuccess: invalidate,
  });
}
