/** Settings: hooks other screens reuse. */
export { settingsKeys, settingsQuery, useLeagueConfig, useSaveSettings, useSettings } from './queries';
export { FirstRunChecklist, useFirstRunSteps, type ChecklistStep, type LeagueCounts } from './first-run-checklist';
