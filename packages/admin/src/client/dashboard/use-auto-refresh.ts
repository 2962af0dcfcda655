/** Auto-refresh (spec 2/4/9): on by default every 30 s; paused, resumed and re-timed by the admin. */
import { useEffect, useRef, useState } from 'react';
import { clampRefreshSeconds, DASHBOARD_LIMITS } from './derive';

export function useAutoRefresh(onTick: () => void) {
  const [paused, setPaused] = useState(false);
  const [seconds, setSecondsState] = useState<number>(DASHBOARD_LIMITS.refreshDefaultSeconds);
  const tick = useRef(onTick);
  tick.current = onTick;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      // A tab nobody looks at need not poll; the next visible tick catches up.
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      tick.current();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [paused, seconds]);

  return {
    paused,
    seconds,
    toggle: () => setPaused((p) => !p),
    setSeconds: (value: number) => setSecondsState(clampRefreshSeconds(value)),
  };
}
