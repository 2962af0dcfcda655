/**
 * The eight built-in images shown when the server has none (spec 2). They ship with the
 * package as small SVG files, so an empty gallery still looks like a gallery.
 */
import { msg } from '@league/ui/i18n/core-macro';
import type { GalleryItem, I18n } from './model';

const files = [
  new URL('./assets/placeholder-1.svg', import.meta.url).href,
  new URL('./assets/placeholder-2.svg', import.meta.url).href,
  new URL('./assets/placeholder-3.svg', import.meta.url).href,
  new URL('./assets/placeholder-4.svg', import.meta.url).href,
  new URL('./assets/placeholder-5.svg', import.meta.url).href,
  new URL('./assets/placeholder-6.svg', import.meta.url).href,
  new URL('./assets/placeholder-7.svg', import.meta.url).href,
  new URL('./assets/placeholder-8.svg', import.meta.url).href,
];

// Sizes and captions match src/art/scenes.ts, which drew the files.
const details = [
  [1200, 800, msg`Sunrise over the school ground`],
  [800, 1000, msg`Clean bowled: the bails fly`],
  [1000, 1000, msg`Bat and ball under the floodlights`],
  [1200, 900, msg`Trophy night`],
  [1200, 750, msg`Flags along the boundary rope`],
  [900, 1200, msg`Team huddle before the toss`],
  [1000, 800, msg`Rain delay: covers on`],
  [800, 1100, msg`Evening nets session`],
] as const;

/** The built-in images with their captions in the page's language (`i18n` from `useLingui()`). */
export function placeholderImages(i18n: I18n): GalleryItem[] {
  return files.map((url, index) => {
    const [width, height, caption] = details[index]!;
    return { id: `built-in-${index + 1}`, url, thumbUrl: url, caption: i18n._(caption), width, height, builtIn: true };
  });
}
