/**
 * The gallery's frame goes one step further than the others: its largest paint is the
 * first picture, which needs the list of pictures. So the frame script fetches that list
 * itself (with the gallery's own fetchGallery) and draws the pictures from card patterns
 * the build rendered with the real GalleryCard, in place of the skeletons. The app's query
 * cache is then seeded with the same list, so its first render is exactly this one. If
 * anything is unusual (no pictures, an error, markup not as expected) the frame leaves the
 * skeletons and the app loads the list as usual.
 */
import { EAGER_IMAGES, fetchGallery, galleryItemLabel, galleryKeys, type GalleryItem } from '@league/gallery/client';
import { FRAME_READY_EVENT, frameState } from './state';

/** Markers in the card patterns for one picture's values. */
export const CARD_SLOTS = {
  src: '\u2063src\u2063',
  width: '\u2063width\u2063',
  height: '\u2063height\u2063',
  label: '\u2063label\u2063',
  caption: '\u2063caption\u2063',
} as const;

export interface GalleryTemplates {
  /** The loading state's skeleton block, exactly as the frame has it. */
  skeleton: string;
  /** The grid's opening and closing tags. */
  open: string;
  close: string;
  /** One card per loading mode and with or without a caption. */
  cards: Record<'eager' | 'lazy', Record<'caption' | 'plain', string>>;
}

/** React's escaping of text and attribute values, so the markup is the one React renders. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

const fill = (pattern: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [slot, value]) => text.split(slot).join(escapeHtml(value)), pattern);

/** The grid of `items` as GalleryGrid renders it for a visitor. */
export function galleryGridHtml(templates: GalleryTemplates, items: GalleryItem[]): string {
  const cards = items.map((item, index) => {
    const pattern = templates.cards[index < EAGER_IMAGES ? 'eager' : 'lazy'][item.caption ? 'caption' : 'plain'];
    return fill(pattern, {
      [CARD_SLOTS.src]: item.thumbUrl,
      [CARD_SLOTS.width]: String(item.width ?? 4),
      [CARD_SLOTS.height]: String(item.height ?? 3),
      [CARD_SLOTS.label]: galleryItemLabel(index, items.length, item.caption),
      [CARD_SLOTS.caption]: item.caption ?? '',
    });
  });
  return templates.open + cards.join('') + templates.close;
}

/** Resolves once the first screen of pictures has loaded and been shown (or after a while). */
function shown(root: HTMLElement): Promise<void> {
  const since = performance.now();
  const images = [...root.querySelectorAll<HTMLImageElement>('.gallery-card__img[loading="eager"]')];
  const loaded = images.map((img) =>
    img.complete ? undefined : new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true }))),
  );
  // The largest paint is reported once the frame that shows the pictures is on screen (if
  // they are the largest: else soon after they loaded is good enough).
  const onScreen = () =>
    new Promise<void>((resolve) => {
      let observer: PerformanceObserver | undefined;
      const done = () => {
        observer?.disconnect();
        resolve();
      };
      setTimeout(done, 500);
      try {
        observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= since)) done();
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      } catch {
        /* not supported: the timeout */
      }
    });
  // Slow pictures must not hold the app back for long.
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, 1500));
  return Promise.race([Promise.all(loaded).then(onScreen), deadline]);
}

export function fillGallery(root: HTMLElement, templates: GalleryTemplates) {
  const state = frameState();
  state.pending = true;
  const finish = () => {
    state.pending = false;
    document.dispatchEvent(new Event(FRAME_READY_EVENT));
  };
  fetchGallery()
    .then((items) => {
      const block = root.querySelector('.gallery-page > [aria-busy="true"]');
      if (!items.length || !block || block.outerHTML !== templates.skeleton) return;
      block.outerHTML = galleryGridHtml(templates, items);
      state.queries.push([galleryKeys.list(), items]);
      return shown(root);
    })
    .catch(() => undefined)
    .then(finish);
}
