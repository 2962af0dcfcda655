import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';
import { useLingui } from '@league/ui/i18n/macro';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  tone?: ToastTone;
  /** How long the toast stays; 0 keeps it until closed. Defaults to 3000 ms. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id (for dismiss). */
  show: (message: string, opts?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

export const DEFAULT_TOAST_MS = 3000;

// Without a provider, toasts are dropped instead of crashing the screen: a missing
// "Link copied" is a smaller failure than a blank admin dashboard.
const noop: ToastApi = { show: () => -1, dismiss: () => {} };
const ToastContext = createContext<ToastApi>(noop);

/** Toasts from anywhere below the provider: `const toast = useToast(); toast.show('Saved')`. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts shown at once; older ones are dropped first. */
  max?: number;
}

/**
 * Holds the toast list and renders it bottom right. The live region is always in the
 * DOM (even when empty) because screen readers only announce changes to a region that
 * already existed.
 */
export function ToastProvider({ children, max = 4 }: ToastProviderProps) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (message: string, opts: ToastOptions = {}) => {
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        message,
        tone: opts.tone ?? 'info',
        durationMs: opts.durationMs ?? DEFAULT_TOAST_MS,
      };
      setToasts((list) => [...list, item].slice(-max));
      return id;
    },
    [max],
  );

  // Stable value: screens put `toast` in effect dependencies without re-running them.
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui-toasts" role="region" aria-label={t`Notifications`}>
        {/* aria-live without role="status", so screens' own status messages stay the only
            `getByRole('status')` match in their tests. */}
        <div className="ui-toasts__list" aria-live="polite" aria-relevant="additions text">
          {toasts.map((t) => (
            <Toast key={t.id} item={t} onClose={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  // Hovering or focusing a toast pauses its timer, so it can be read or closed calmly
  // (WCAG 2.2.1); leaving restarts the full duration.
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || item.durationMs <= 0 || !Number.isFinite(item.durationMs)) return;
    const timer = setTimeout(() => onClose(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [paused, item.id, item.durationMs, onClose]);

  return (
    <div
      className={cx('ui-toast', `ui-toast--${item.tone}`)}
      data-tone={item.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="ui-toast__message">{item.message}</p>
      <button type="button" className="ui-icon-btn" aria-label={t`Close`} onClick={() => onClose(item.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
