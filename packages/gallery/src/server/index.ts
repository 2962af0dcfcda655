/** Gallery: server-side public door. */
export { galleryPlugin } from './plugin';
export { seedGalleryDemo } from './demo';
export * as gallerySchema from './schema';
export { createStorage, type Storage, type StorageSettings } from './storage';
