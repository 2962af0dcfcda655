/** Screens, loaded lazily by apps/web's router. */
export { PlayerPage } from './player-page';
