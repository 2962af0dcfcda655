/** Screens, loaded lazily by apps/web's router (each package is its own chunk). */
export { TeamsPage } from './teams-page';
