import type { useLingui } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';

/** The page's Lingui instance (from `useLingui()`). */
export type I18n = ReturnType<typeof useLingui>['i18n'];

/** What the gallery screen shows for one picture, from the server or built in. */
export interface GalleryItem {
  id: string;
  url: string;
  thumbUrl: string;
  caption: string | null;
  /** Known for every server image and built-in one, so the grid reserves the space (no layout shift). */
  width?: number;
  height?: number;
  /** Built-in placeholders cannot be deleted. */
  builtIn?: boolean;
}

/**
 * Spec 7 allows an array or `{data: array}` of `{_id, url, caption}`: anything else in an
 * item is optional, and an item without an id or url is skipped.
 */
export function toGalleryItems(list: unknown[]): GalleryItem[] {
  const items: GalleryItem[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    const id = typeof r._id === 'string' ? r._id : typeof r.id === 'string' ? r.id : null;
    if (!id || typeof r.url !== 'string') continue;
    items.push({
      id,
      url: r.url,
      thumbUrl: typeof r.thumbUrl === 'string' ? r.thumbUrl : r.url,
      caption: typeof r.caption === 'string' && r.caption.trim() ? r.caption : null,
      width: positive(r.width),
      height: positive(r.height),
    });
  }
  return items;
}

/** The accessible name of the grid's `index`th picture (of `total`), in the page's language. */
export function galleryItemLabel(i18n: I18n, index: number, total: number, caption: string | null): string {
  const n = index + 1;
  return caption ? i18n._(msg`Open image ${n} of ${total}: ${caption}`) : i18n._(msg`Open image ${n} of ${total}`);
}

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** Spec 2: "size in KB" under each preview. */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
