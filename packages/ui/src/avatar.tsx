import { useState } from 'react';
import type { CSSProperties } from 'react';
import { cx } from './cx';
import { initials } from './format';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<AvatarSize, number> = { sm: 32, md: 48, lg: 64, xl: 96 };

// Dark enough for white initials to pass AA (>= 4.5:1) on every entry.
const AVATAR_COLOURS = ['#14532d', '#1e40af', '#9a3412', '#6d28d9', '#0e7490', '#9f1239', '#3f6212', '#334155'];

/** A stable colour per name, so a player keeps the same circle across pages. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length] ?? '#14532d';
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** A preset or a pixel size. Defaults to 'md' (48px). */
  size?: AvatarSize | number;
  /** When the name is printed right next to it, hide the avatar from screen readers. */
  decorative?: boolean;
  className?: string;
}

/**
 * A round photo (lazy, with explicit width/height so nothing shifts as it loads) that
 * falls back to coloured initials when there is no photo or it fails to load.
 */
export function Avatar({ name, src, size = 'md', decorative, className }: AvatarProps) {
  const px = typeof size === 'number' ? size : SIZES[size];
  // Remember which src failed, so a new src gets tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = decorative ? undefined : name;

  if (src && src !== failedSrc) {
    return (
      <img
        className={cx('ui-avatar', className)}
        src={src}
        alt={decorative ? '' : name}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        style={{ width: px, height: px }}
        onError={() => setFailedSrc(src)}
      />
    );
  }

  const style = {
    width: px,
    height: px,
    fontSize: Math.max(11, Math.round(px * 0.38)),
    '--avatar-bg': avatarColour(name),
  } as CSSProperties;
  return (
    <span className={cx('ui-avatar', className)} style={style} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {initials(name)}
    </span>
  );
}
