/**
 * The frame script's runtime (built into each frame script by build/first-paint.ts): puts
 * the screen's first render into #root, with the visitor's own values in its slots, and
 * Home's greeting overlay over it. The app then adopts (hydrates) that markup. If the app
 * got there first, it does nothing.
 */
import { fillSlots } from './slots';
import { frameState, greetedThisSession, markGreetedThisSession } from './state';

export interface FrameArgs {
  markup: string;
  /** Drawn over the screen and removed after `ms` (Home's greeting). */
  overlay: { markup: string; ms: number } | null;
}

export function paint({ markup, overlay }: FrameArgs, then?: (root: HTMLElement) => void) {
  const put = () => {
    const root = document.getElementById('root');
    if (!root || root.hasChildNodes() || document.documentElement.hasAttribute('data-app')) return;
    root.innerHTML = fillSlots(markup);
    // Tells the app to adopt this markup rather than draw its own.
    root.setAttribute('data-frame', '');
    if (overlay) frameState().greeted = true;
    if (overlay && !greetedThisSession() && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      markGreetedThisSession();
      root.insertAdjacentHTML('afterend', overlay.markup);
      const element = root.nextElementSibling!;
      // Its own clock: it goes on time however long the app takes to start.
      setTimeout(() => element.remove(), overlay.ms);
    }
    then?.(root);
  };
  // Where blocking="render" is not known, the screen's own stylesheets first (else the
  // markup could show unstyled for a moment); then the markup, once #root is parsed.
  const sheets =
    'blocking' in HTMLLinkElement.prototype
      ? []
      : [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][blocking="render"]')].filter((link) => !link.sheet);
  const styled = sheets.map((link) => new Promise((resolve) => ['load', 'error'].forEach((type) => link.addEventListener(type, resolve, { once: true }))));
  const parsed = new Promise((resolve) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(undefined)));
  if (!styled.length && document.readyState !== 'loading') put();
  else void Promise.all([...styled, parsed]).then(put);
}
