/** Screens, loaded lazily by apps/web's router (each package is its own chunk). */
export { RegistrationsPage } from './registrations-page';
export { DuesPage } from './dues-page';
