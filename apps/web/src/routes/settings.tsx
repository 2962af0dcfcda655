export { SettingsPage as default } from '@league/settings/pages';
