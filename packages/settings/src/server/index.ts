/** Settings: server-side public door. */
export { settingsPlugin, toPublicConfig, SETTINGS_CACHE_TAG, type SettingsPluginOptions } from './plugin';
export { defaultSettings, readSettings, type EnvDefaults } from './repo';
export * as settingsSchema from './schema';
export { followSectionRename } from './rename';
