/** Public settings (GET /api/config), fetched once and shared by every screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '../contract';
import { api } from './api';

export const configKeys = { all: ['config'] as const };

export const configQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: () => api.get<PublicConfig>('/api/config', { schema: publicConfigSchema }),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQuery);
}
