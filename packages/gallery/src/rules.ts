/**
 * Gallery rules and texts, with no zod: the screen imports these without pulling the
 * schema library into its chunk. contract.ts re-exports them.
 */
/** Spec 9: 8 MB per image; exactly 8 MB is allowed, one byte more is not. */
export const GALLERY_MAX_BYTES = 8 * 1024 * 1024;

/** Spec 5: the only image types accepted (checked by name in the browser, by bytes on the server). */
export const GALLERY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

/** Spec 9: eight skeletons, eight built-in images, status messages clear after 2 s. */
export const GALLERY_SKELETONS = 8;
export const GALLERY_STATUS_MS = 2000;

/** Captions are short lines under a picture. */
export const CAPTION_MAX = 200;

/** The texts of spec 5 and 8, word for word. */
export const galleryMessages = {
  onlyTypes: 'Only JPEG/PNG/WebP/GIF allowed.',
  tooBig: (filename: string) => `File ${filename} is bigger than 8MB.`,
  pickOne: 'Pick at least one image.',
  adminOnly: 'Only admins can upload images.',
  uploadFailedFor: (filename: string) => `Failed to upload ${filename}`,
  uploadFailed: 'Upload failed.',
  uploaded: '✅ Uploaded successfully.',
  confirmDelete: 'Delete this image?',
  deleteFailed: 'Delete failed.',
  fetchFailed: 'Failed to fetch gallery.',
  loadFailed: 'Could not load gallery.',
} as const;

/** Server-side refusals (status in brackets). */
export const galleryErrors = {
  notMultipart: 'Send the image as multipart/form-data in a field named image.', // 415
  unsupported: galleryMessages.onlyTypes, // 415: the bytes are not a JPEG, PNG, WebP or GIF
  unreadable: 'The image could not be read. It may be damaged or incomplete.', // 415
  tooLarge: 'Image is bigger than 8MB.', // 413
  tooManyPixels: 'Image dimensions are too large.', // 413
  notFound: 'Image not found', // 404
} as const;

export const galleryPaths = {
  list: '/api/gallery',
  upload: '/api/gallery',
  item: (id: string) => `/api/gallery/${encodeURIComponent(id)}`,
  file: (name: string) => `/api/gallery/files/${encodeURIComponent(name)}`,
} as const;
