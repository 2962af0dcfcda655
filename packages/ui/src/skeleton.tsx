import type { CSSProperties } from 'react';
import { Card } from './card';
import { cx } from './cx';
import { useLingui } from '@league/ui/i18n/macro';

type Length = number | string;

export interface SkeletonProps {
  /** Numbers are pixels; strings are any CSS length ("60%"). Defaults to 100%. */
  width?: Length;
  /** Defaults to 1em (one line of text). */
  height?: Length;
  radius?: Length;
  className?: string;
  style?: CSSProperties;
}

/** A pulsing placeholder block. Decorative: the surrounding region announces loading. */
export function Skeleton({ width, height, radius, className, style }: SkeletonProps) {
  return <span className={cx('ui-skeleton', className)} aria-hidden="true" style={{ width, height, borderRadius: radius, ...style }} />;
}

export interface SkeletonCardsProps {
  /** How many placeholder cards (the spec uses 6 for lists, 8 for the gallery). */
  count: number;
  /** Read by screen readers; defaults to "Loading…". */
  label?: string;
  /** 'card' = avatar and text lines; 'image' = a 4:3 picture tile (gallery). */
  shape?: 'card' | 'image';
  className?: string;
}

/**
 * `count` placeholder cards laid out in the same .ui-grid as the real cards, so the page
 * does not jump (CLS) when data arrives. One status region carries the loading label.
 */
export function SkeletonCards({ count, label, shape = 'card', className }: SkeletonCardsProps) {
  const { t } = useLingui();
  const items = Array.from({ length: Math.max(0, count) }, (_, i) => i);
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="ui-visually-hidden">{label ?? t`Loading…`}</span>
      <div className="ui-grid ui-skeleton-group" aria-hidden="true" data-testid="skeleton-cards">
        {items.map((i) =>
          shape === 'image' ? (
            <Card key={i} className="ui-skeleton-card ui-skeleton-card--image">
              <Skeleton />
            </Card>
          ) : (
            <Card key={i} className="ui-skeleton-card">
              <div className="ui-cluster">
                <Skeleton width={48} height={48} radius="50%" />
                <div className="ui-stack ui-stack--sm" style={{ flex: 1 }}>
                  <Skeleton width="70%" height={18} />
                  <Skeleton width="40%" height={12} />
                </div>
              </div>
              <Skeleton height={12} />
              <Skeleton width="85%" height={12} />
              <Skeleton width="55%" height={12} />
            </Card>
          ),
        )}
      </div>
    </div>
  );
}
