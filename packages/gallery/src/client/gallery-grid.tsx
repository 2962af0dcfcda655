import { Button } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { galleryItemLabel, type GalleryItem } from './model';

export interface GalleryGridProps {
  items: GalleryItem[];
  onOpen: (index: number, opener: HTMLElement) => void;
  /** Present for admins: a Delete button on each uploaded (not built-in) image. */
  onDelete?: (item: GalleryItem) => void;
  deletingId?: string | null;
}

/** Eager for the first screenful; the rest load as they scroll near. */
export const EAGER_IMAGES = 4;

export interface GalleryCardProps {
  item: GalleryItem;
  /** Its accessible name, from galleryItemLabel. */
  label: string;
  eager: boolean;
  onOpen: (opener: HTMLElement) => void;
  onDelete?: (item: GalleryItem) => void;
  deleting?: boolean;
  /** The Delete button's name (the label's words, for one picture). */
  deleteLabel?: string;
}

/**
 * One picture of the grid. Its own component (with its label given) so the web build can
 * render it ahead of time as the pattern for the first screen of pictures.
 */
export function GalleryCard({ item, label, eager, onOpen, onDelete, deleting, deleteLabel }: GalleryCardProps) {
  const { t } = useLingui();
  return (
    <li className="gallery-item">
      <figure className="gallery-card">
        <button type="button" className="gallery-card__open" aria-label={label} onClick={(e) => onOpen(e.currentTarget)}>
          <img
            className="gallery-card__img"
            src={item.thumbUrl}
            alt=""
            width={item.width ?? 4}
            height={item.height ?? 3}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </button>
        {(item.caption || (onDelete && !item.builtIn)) && (
          <figcaption className="gallery-card__caption">
            <span>{item.caption}</span>
            {onDelete && !item.builtIn && (
              <Button variant="danger" size="sm" aria-label={deleteLabel} loading={deleting} loadingText={t`Deleting...`} onClick={() => onDelete(item)}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </figcaption>
        )}
      </figure>
    </li>
  );
}

/**
 * A masonry grid (CSS columns). Every thumbnail carries its width and height, so the
 * browser reserves its box before the bytes arrive and nothing jumps.
 */
export function GalleryGrid({ items, onOpen, onDelete, deletingId }: GalleryGridProps) {
  const { i18n, t } = useLingui();
  const deleteLabel = (index: number, caption: string | null) => {
    const n = index + 1;
    return caption ? t`Delete image ${n}: ${caption}` : t`Delete image ${n}`;
  };
  return (
    <ul className="gallery-masonry" aria-label={t`Gallery images`}>
      {items.map((item, index) => (
        <GalleryCard
          key={item.id}
          item={item}
          label={galleryItemLabel(i18n, index, items.length, item.caption)}
          eager={index < EAGER_IMAGES}
          onOpen={(opener) => onOpen(index, opener)}
          onDelete={onDelete}
          deleting={deletingId === item.id}
          deleteLabel={deleteLabel(index, item.caption)}
        />
      ))}
    </ul>
  );
}
