/** Settings: the admin read and write, and the public config they change. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, configKeys, usePublicConfig } from '@league/core/client';
import { settingsPaths, settingsResponseSchema, type LeagueConfig, type LeagueSettingsInput } from '../contract';

export const settingsKeys = { all: ['settings'] as const };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get(settingsPaths.settings, { schema: settingsResponseSchema, fallback: 'Failed to load settings', signal }),
    staleTime: 0,
    retry: false,
  });

export function useSettings() {
  return useQuery(settingsQuery());
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeagueSettingsInput) => api.put(settingsPaths.settings, input, { schema: settingsResponseSchema, fallback: 'Settings not saved' }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      // Every screen reads the league's words from the public config: read it again.
      void client.invalidateQueries({ queryKey: configKeys.all });
    },
  });
}

/** The public config with the league's own fields (sections, fee, story). */
export function useLeagueConfig() {
  const query = usePublicConfig();
  return { ...query, data: query.data as LeagueConfig | undefined };
}
