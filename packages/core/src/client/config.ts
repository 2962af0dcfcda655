/** Public settings (GET /api/config), fetched once and shared by every screen. */
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

export function usePublicConfig() {
  return useQuery(configQuery);
}
