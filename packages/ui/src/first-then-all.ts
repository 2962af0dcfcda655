import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then all of them in a render React may interrupt: a long
 * list arriving on a phone is drawn a screenful first instead of in one long task (quality
 * F2, total blocking time). The rest lands below the first screen, so nothing on screen
 * moves. Once shown whole, a list stays whole.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState(false);
  const more = !whole && items.length > first;
  useEffect(() => {
    if (more) startTransition(() => setWhole(true));
  }, [more]);
  return more ? items.slice(0, first) : items;
}
