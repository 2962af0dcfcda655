/** Screens, loaded lazily by apps/web's router (each package is its own chunk). */
export { SchedulePage } from './schedule-page';
export { AdminViewPage } from './admin-view-page';
export { GroundsPage } from './grounds-page';
