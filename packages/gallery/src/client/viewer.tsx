import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { lockBodyScroll, trapTab } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { GalleryItem } from './model';

export interface ViewerProps {
  items: GalleryItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen viewer (spec 2): Prev and Next wrap around, 'n / total', Close; the
 * arrow keys and Escape work, focus stays inside and returns to the opened thumbnail.
 */
export function Viewer({ items, index, onIndex, onClose }: ViewerProps) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const total = items.length;
  const item = items[index];
  const prev = () => onIndex((index - 1 + total) % total);
  const next = () => onIndex((index + 1) % total);

  // The latest handlers, so the key listener is added once per opening.
  const keys = useRef({ prev, next, onClose });
  keys.current = { prev, next, onClose };

  useEffect(() => {
    const unlock = lockBodyScroll();
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') keys.current.prev();
      else if (event.key === 'ArrowRight') keys.current.next();
      else if (event.key === 'Escape') keys.current.onClose();
      else if (panelRef.current && trapTab(panelRef.current, event)) {
        event.preventDefault();
        return;
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
    };
  }, []);

  if (!item) return null;
  const n = index + 1;
  const name = item.caption ?? t`Gallery image ${n}`;

  return createPortal(
    <div
      ref={panelRef}
      className="gallery-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t`Image viewer`}
      data-testid="gallery-viewer"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__counter" aria-live="polite" aria-atomic="true">
          {index + 1} / {total}
        </p>
        <button ref={closeRef} type="button" className="gallery-viewer__btn" onClick={onClose}>
          <span aria-hidden="true">✕</span> <Trans>Close</Trans>
        </button>
      </div>
      <figure className="gallery-viewer__figure" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <img key={item.id} className="gallery-viewer__img" src={item.url} alt={name} width={item.width} height={item.height} />
        {item.caption && <figcaption className="gallery-viewer__caption">{item.caption}</figcaption>}
      </figure>
      <div className="gallery-viewer__nav">
        <button type="button" className="gallery-viewer__btn" onClick={prev} disabled={total < 2}>
          <span aria-hidden="true">‹</span> <Trans>Prev</Trans>
        </button>
        <button type="button" className="gallery-viewer__btn" onClick={next} disabled={total < 2}>
          <Trans>Next</Trans> <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
