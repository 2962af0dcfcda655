import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: 'li' inside a list CardGrid, 'article' for standalone items. */
  as?: ElementType;
  /** Hover lift and pointer cursor, for cards that open something when clicked. */
  interactive?: boolean;
  /** No inner padding (cards whose image bleeds to the edges). */
  flush?: boolean;
  children?: ReactNode;
}

/**
 * A rounded surface with a soft shadow. An interactive card still needs a real button or
 * link inside (or `role`/`tabIndex`/key handling from the caller) to be keyboard-usable.
 */
export function Card({ as: Tag = 'div', interactive, flush, className, children, ...rest }: CardProps) {
  return (
    <Tag className={cx('ui-card', interactive && 'ui-card--interactive', flush && 'ui-card--flush', className)} {...rest}>
      {children}
    </Tag>
  );
}

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /**
   * 'ul'/'ol' when the cards are a list (then give each Card as="li"); 'div' otherwise.
   * Defaults to 'div' because a <ul> with non-<li> children is an axe violation.
   */
  as?: 'ul' | 'ol' | 'div' | 'section';
  /** 'cards' (1/2/3 columns) or 'stats' (2 on phones, 4 on desktop). */
  variant?: 'cards' | 'stats';
  children?: ReactNode;
}

/** The responsive .ui-grid: 1 column on phones, 2 from 640px, 3 from 1024px. */
export function CardGrid({ as: Tag = 'div', variant = 'cards', className, children, ...rest }: CardGridProps) {
  return (
    <Tag className={cx('ui-grid', variant === 'stats' && 'ui-grid--stats', className)} {...rest}>
      {children}
    </Tag>
  );
}
