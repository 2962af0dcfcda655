/** Screens, loaded lazily by apps/web's router. */
export { SettingsPage } from './settings-page';
