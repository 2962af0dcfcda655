/** Screens, loaded lazily by apps/web's router (each package is its own chunk). */
export { GalleryPage } from './gallery-page';
