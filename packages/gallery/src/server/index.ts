/** Gallery: server-side public door. */
export { galleryPlugin, GALLERY_CACHE_TAG, type GalleryOptions } from './plugin';
export { seedGalleryDemo } from './demo';
export * as gallerySchema from './schema';
export { createStorage, createLocalStorage, type Storage, type StorageSettings, type StoredFile } from './storage';
export { createS3Storage, type S3Settings } from './s3-storage';
export { listImageRows, removePicture, storePicture, toGalleryImage } from './repo';
