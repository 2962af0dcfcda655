import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';

export type StatTone = 'neutral' | 'primary' | 'accent' | 'ok' | 'warn' | 'error' | 'info';

export interface StatTileProps {
  label: ReactNode;
  /** Already formatted ("12,34,567", "₹1,200"); a Skeleton while loading. */
  value: ReactNode;
  hint?: ReactNode;
  /** Colours the top bar and the number: 'error' for a negative balance, etc. */
  tone?: StatTone;
  icon?: ReactNode;
  className?: string;
}

/** A big-number tile for heroes and dashboards. Label first in the DOM so it reads "Teams, 12". */
export function StatTile({ label, value, hint, tone = 'neutral', icon, className }: StatTileProps) {
  // Text values tell the CSS their length so the number can be sized to fit its tile.
  const chars = typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
  const style = chars > 0 ? ({ '--stat-chars': Math.max(chars, 4) } as CSSProperties) : undefined;
  return (
    <div className={cx('ui-stat', tone !== 'neutral' && `ui-stat--${tone}`, className)} style={style}>
      <p className="ui-stat__label">
        {icon && (
          <span className="ui-stat__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {label}
      </p>
      <p className="ui-stat__value">{value}</p>
      {hint && <p className="ui-stat__hint">{hint}</p>}
    </div>
  );
}
