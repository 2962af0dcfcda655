/** Public settings (GET /api/config), fetched once and shared by every screen. */
import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../contract';
import { api } from './api';

export const configKeys = { all: ['config'] as const };

export const configQuery = queryOptions({
  queryKey: configKeys.all,
  // Not parsed with zod here: the shell must not pull the schema library into the first paint.
  queryFn: () => api.get<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

const noSubscription = () => () => {};

/**
 * The settings, as every screen reads them. While React adopts markup painted before the app
 * (the web build's frames, made without settings) it reads them as still loading, whatever
 * has arrived meanwhile: the settings often land between the shell's adoption and the page's,
 * and a different first render would make React throw the painted page away. They show on
 * the render right after.
 */
export function usePublicConfig() {
  const adopting = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const query = useQuery(configQuery);
  return adopting ? { ...query, data: undefined, isPending: true } : query;
}
