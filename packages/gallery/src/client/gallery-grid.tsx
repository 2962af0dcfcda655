import { Button } from '@league/ui';
import type { GalleryItem } from './model';

export interface GalleryGridProps {
  items: GalleryItem[];
  onOpen: (index: number, opener: HTMLElement) => void;
  /** Present for admins: a Delete button on each uploaded (not built-in) image. */
  onDelete?: (item: GalleryItem) => void;
  deletingId?: string | null;
}

/** Eager for the first screenful; the rest load as they scroll near. */
const EAGER = 4;

/**
 * A masonry grid (CSS columns). Every thumbnail carries its width and height, so the
 * browser reserves its box before the bytes arrive and nothing jumps.
 */
export function GalleryGrid({ items, onOpen, onDelete, deletingId }: GalleryGridProps) {
  return (
    <ul className="gallery-masonry" aria-label="Gallery images">
      {items.map((item, index) => {
        const label = `Open image ${index + 1} of ${items.length}${item.caption ? `: ${item.caption}` : ''}`;
        return (
          <li key={item.id} className="gallery-item">
            <figure className="gallery-card">
              <button type="button" className="gallery-card__open" aria-label={label} onClick={(e) => onOpen(index, e.currentTarget)}>
                <img
                  className="gallery-card__img"
                  src={item.thumbUrl}
                  alt=""
                  width={item.width ?? 4}
                  height={item.height ?? 3}
                  loading={index < EAGER ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
              {(item.caption || (onDelete && !item.builtIn)) && (
                <figcaption className="gallery-card__caption">
                  <span>{item.caption}</span>
                  {onDelete && !item.builtIn && (
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Delete image ${index + 1}${item.caption ? `: ${item.caption}` : ''}`}
                      loading={deletingId === item.id}
                      loadingText="Deleting..."
                      onClick={() => onDelete(item)}
                    >
                      Delete
                    </Button>
                  )}
                </figcaption>
              )}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
