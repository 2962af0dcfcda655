/** Settings: the admin read and write, and the public config they change. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, configKeys, usePublicConfig } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { settingsPaths, settingsResponseSchema, type LeagueConfig, type LeagueSettingsInput } from '../contract';

export const settingsKeys = { all: ['settings'] as const };

/** `fallback`: the message when the server gives none, in the page's language. */
export const settingsQuery = (fallback = 'Failed to load settings') =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get(settingsPaths.settings, { schema: settingsResponseSchema, fallback, signal }),
    staleTime: 0,
    retry: false,
  });

export function useSettings() {
  const { t } = useLingui();
  return useQuery(settingsQuery(t`Failed to load settings`));
}

export function useSaveSettings() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Settings not saved`;
  return useMutation({
    mutationFn: (input: LeagueSettingsInput) => api.put(settingsPaths.settings, input, { schema: settingsResponseSchema, fallback }),
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
