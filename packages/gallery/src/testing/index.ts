/** Gallery: factories and msw handlers for screen tests (this package's and the home page's). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { GalleryImage } from '../contract';

let seq = 0;

export function makeGalleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    url: `/api/gallery/files/${id}.jpg`,
    thumbUrl: `/api/gallery/files/${id}-thumb.webp`,
    caption: `Match day ${seq}`,
    width: 1200,
    height: 800,
    createdAt: new Date(Date.UTC(2026, 0, seq)).toISOString(),
    ...overrides,
  };
}

export interface GalleryServerState {
  images: GalleryImage[];
  /** Bodies of the uploads received, in order (the caption and the file's name). */
  uploads: Array<{ caption: string | null; filename: string; authorization: string | null }>;
  /** When set, the upload of the file with this name fails with this status and body. */
  failUpload?: { filename: string; status: number; body: string; contentType?: string };
}

/** An in-memory gallery API: GET lists `state.images`, POST appends, DELETE removes. */
export function galleryHandlers(state: GalleryServerState): HttpHandler[] {
  return [
    http.get('*/api/gallery', () => HttpResponse.json({ success: true, data: state.images })),
    http.post('*/api/gallery', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('image');
      const filename = file instanceof File ? file.name : '';
      state.uploads.push({ caption: (form.get('caption') as string | null) ?? null, filename, authorization: request.headers.get('authorization') });
      if (state.failUpload && state.failUpload.filename === filename) {
        const { status, body, contentType = 'application/json' } = state.failUpload;
        return new HttpResponse(body, { status, headers: { 'content-type': contentType } });
      }
      const image = makeGalleryImage({ caption: (form.get('caption') as string | null) ?? null });
      state.images = [image, ...state.images];
      return HttpResponse.json({ success: true, data: image }, { status: 201 });
    }),
    http.delete('*/api/gallery/:id', ({ params }) => {
      const before = state.images.length;
      state.images = state.images.filter((image) => image._id !== params.id);
      if (state.images.length === before) return HttpResponse.json({ success: false, message: 'Image not found' }, { status: 404 });
      return HttpResponse.json({ success: true, message: 'Image deleted' });
    }),
  ];
}
