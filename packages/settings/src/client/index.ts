/** Settings: hooks other screens reuse. */
export { settingsKeys, settingsQuery, useLeagueConfig, useSaveSettings, useSettings } from './queries';
