import { askForGalleryEarly } from '@league/gallery/client';

// Before hydration: the list the first picture waits for (packages/gallery queries.ts).
askForGalleryEarly();

export { GalleryPage as default } from '@league/gallery/pages';
