import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { focusableWithin, lockBodyScroll, trapTab } from './focus';
import { CloseIcon } from './icons';
import { useLingui } from '@league/ui/i18n/macro';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, a backdrop click and the Close button. */
  onClose: () => void;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; otherwise the first [data-autofocus] or form field, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false for dialogs that must not close by clicking outside (unsaved forms). */
  closeOnBackdrop?: boolean;
  className?: string;
}

// Open modals, innermost last: only the top one reacts to Escape and keeps focus.
const openStack: symbol[] = [];

/**
 * An accessible dialog in a portal: role="dialog" + aria-modal, labelled by its title;
 * Escape, backdrop click and the Close button call onClose; focus moves in on open, is
 * trapped while open and returns to the opener on close; page scroll is locked.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', initialFocusRef, closeOnBackdrop = true, className }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Callers usually pass an inline arrow; keep the latest one without re-running effects
  // (re-running would steal focus back to the first field on every parent render).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const pressedInPanel = useRef(false);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openStack.push(token);
    const isTop = () => openStack[openStack.length - 1] === token;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();

    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      const target =
        initialFocusRef?.current ??
        panel.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableWithin(panel).find((el) => el.matches('input, select, textarea')) ??
        panel;
      target.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      // defaultPrevented: an inner control (SearchInput clearing itself) used the key.
      if (!isTop() || !panelRef.current || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (trapTab(panelRef.current, event)) {
        event.preventDefault();
      }
    };
    // Focus can still escape by mouse or script (e.g. a toast's button); pull it back.
    const onFocusIn = (event: FocusEvent) => {
      const current = panelRef.current;
      if (!isTop() || !current || !(event.target instanceof Node)) return;
      if (!current.contains(event.target) && !isInToastRegion(event.target)) current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openStack.splice(openStack.indexOf(token), 1);
      unlock();
      if (opener && opener.isConnected) opener.focus();
    };
    // Only `open` matters: initialFocusRef is read once, on opening, on purpose.
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className="ui-modal-backdrop"
      data-testid="modal-backdrop"
      // A press that starts in the panel and ends on the backdrop (dragging a text
      // selection out) must not close the dialog; only a click on the backdrop itself does.
      onMouseDown={(e) => {
        pressedInPanel.current = e.target !== e.currentTarget;
      }}
      onClick={(e) => {
        const onBackdrop = e.target === e.currentTarget && !pressedInPanel.current;
        pressedInPanel.current = false;
        if (onBackdrop && closeOnBackdrop) onCloseRef.current();
      }}
    >
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={cx('ui-modal', `ui-modal--${size}`, className)}>
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button type="button" className="ui-icon-btn" aria-label={t`Close`} onClick={() => onCloseRef.current()}>
            <CloseIcon />
          </button>
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer && <div className="ui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

function isInToastRegion(node: Node): boolean {
  return node instanceof Element && node.closest('.ui-toasts') !== null;
}
