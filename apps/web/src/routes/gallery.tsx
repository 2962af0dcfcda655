export { GalleryPage as default } from '@league/gallery/pages';
