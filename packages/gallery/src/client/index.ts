/** Gallery: hooks and pieces other screens may reuse (the screen itself is in ./pages). */
export { galleryKeys, galleryQuery, useGallery, useDeleteImage, fetchGallery } from './queries';
export { toGalleryItems, formatKb, type GalleryItem } from './model';
export { placeholderImages } from './placeholders';
