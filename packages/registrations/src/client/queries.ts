/** Registrations: TanStack Query keys, the list query and the sync mutation. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { REGISTRATION_MESSAGES, registrationsListSchema, registrationsPaths, syncResultSchema } from '../contract';

export const registrationsKeys = {
  all: ['registrations'] as const,
  list: () => [...registrationsKeys.all, 'list'] as const,
};

export const registrationsQuery = () =>
  queryOptions({
    queryKey: registrationsKeys.list(),
    queryFn: ({ signal }) =>
      api.get(registrationsPaths.list, { schema: registrationsListSchema, fallback: REGISTRATION_MESSAGES.loadFailed, signal }),
    // Personal data read for one screen: always ask the server again when the screen opens.
    staleTime: 0,
    retry: false,
  });

export function useRegistrations() {
  return useQuery(registrationsQuery());
}

/** POST /sync, then the list is read again. */
export function useSyncRegistrations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(registrationsPaths.sync, undefined, { schema: syncResultSchema, fallback: 'Sync failed' }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}
