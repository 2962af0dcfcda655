/** Gallery: hooks and pieces other screens may reuse (the screen itself is in ./pages). */
export { askForGalleryEarly, galleryKeys, galleryQuery, useGallery, useDeleteImage, fetchGallery } from './queries';
export { toGalleryItems, galleryItemLabel, formatKb, type GalleryItem } from './model';
export { placeholderImages } from './placeholders';
// The web build renders these ahead of time as the patterns of the first screen of pictures.
export { GalleryCard, GalleryGrid, EAGER_IMAGES } from './gallery-grid';
