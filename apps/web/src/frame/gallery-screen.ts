/** The gallery's frame script runtime: the frame, then the first pictures (gallery.ts). */
import { fillGallery, type GalleryTemplates } from './gallery';
import { paint, type FrameArgs } from './paint';

export function start(args: FrameArgs & { gallery: GalleryTemplates }) {
  paint(args, (root) => fillGallery(root, args.gallery));
}
