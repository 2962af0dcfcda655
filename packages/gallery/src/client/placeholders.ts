/**
 * The eight built-in images shown when the server has none (spec 2). They ship with the
 * package as small SVG files, so an empty gallery still looks like a gallery.
 */
import type { GalleryItem } from './model';

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
const details: Array<[number, number, string]> = [
  [1200, 800, 'Sunrise over the school ground'],
  [800, 1000, 'Clean bowled: the bails fly'],
  [1000, 1000, 'Bat and ball under the floodlights'],
  [1200, 900, 'Trophy night'],
  [1200, 750, 'Flags along the boundary rope'],
  [900, 1200, 'Team huddle before the toss'],
  [1000, 800, 'Rain delay: covers on'],
  [800, 1100, 'Evening nets session'],
];

export const placeholderImages: GalleryItem[] = files.map((url, index) => {
  const [width, height, caption] = details[index]!;
  return { id: `built-in-${index + 1}`, url, thumbUrl: url, caption, width, height, builtIn: true };
});
