/**
 * The greeting splash (spec 2 Home 1, spec 9): six greetings, 300 ms each, then a 500 ms
 * fade; gone after 2300 ms. It is an overlay drawn over the hero, which renders under it
 * in the same paint, so it never delays the page (quality F2). The cycling and the fade
 * are CSS animations (run by the compositor), so a busy main thread while the page loads
 * its data cannot stretch or skip them; the timer only removes the finished overlay.
 * Decorative: hidden from assistive technology, lets clicks through, and skipped under
 * prefers-reduced-motion.
 *
 * Home is prerendered (react-router.config.ts), and on the page's first load its greeting is
 * drawn by a small classic script in the page (splash-gate.js), on the first paint, before
 * the app's JavaScript arrives; it removes the overlay on time itself. The app leaves it be
 * rather than drawing a second one (which would restart the greetings), and only takes it
 * down early if the visitor leaves Home before it is over. Coming to Home within the app,
 * the app draws the greeting itself.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import gateSource from './splash-gate.js?raw';
import './splash.css';

export const GREETINGS = [
  { text: 'Namaste', lang: 'hi-Latn' },
  { text: 'Hello', lang: 'en' },
  { text: 'Hola', lang: 'es' },
  { text: 'Bonjour', lang: 'fr' },
  { text: 'Ciao', lang: 'it' },
  { text: 'Konnichiwa', lang: 'ja-Latn' },
] as const;

export const STEP_MS = 300;
export const FADE_AT_MS = GREETINGS.length * STEP_MS; // 1800
export const GONE_AT_MS = FADE_AT_MS + 500; // 2300

/** Marks the overlay splash-gate.js drew. */
const GATE_SPLASH_SELECTOR = '.splash[data-frame]';

/** sessionStorage key set once the greeting has played in this browser session (tab). */
const GREETED_KEY = 'league:greeted';

function greetedThisSession(): boolean {
  try {
    return sessionStorage.getItem(GREETED_KEY) === '1';
  } catch {
    return false; // storage blocked: greet, as before
  }
}

function markGreetedThisSession() {
  try {
    sessionStorage.setItem(GREETED_KEY, '1');
  } catch {
    /* storage blocked: nothing to remember it in */
  }
}

// Once per browser session (sessionStorage, shared with splash-gate.js): neither coming back
// to Home within the app nor a reload or a new visit in the same tab replays it.
let played = false;

const noSubscription = () => () => undefined;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** The overlay itself (splash-gate.js draws the same one on Home's first load). */
export function SplashOverlay() {
  const timing = { '--step': `${STEP_MS}ms`, '--fade-at': `${FADE_AT_MS}ms` } as CSSProperties;
  return (
    <div className="splash" style={timing} aria-hidden="true" data-testid="greeting-splash">
      <p className="splash__greetings">
        {GREETINGS.map((g, i) => (
          <span
            key={g.text}
            lang={g.lang}
            className={`splash__greeting${i === GREETINGS.length - 1 ? ' splash__greeting--last' : ''}`}
            style={{ '--i': i } as CSSProperties}
          >
            {g.text}
          </span>
        ))}
      </p>
      <p className="splash__sub">
        <Trans>Welcome to the ground</Trans>
      </p>
      <span className="splash__ball" />
    </div>
  );
}

/** The overlay splash-gate.js drew, if it is still up. */
function gateSplash(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(GATE_SPLASH_SELECTOR);
}

export function GreetingSplash() {
  const { t } = useLingui();
  // Prerendering and hydrating (the page's first load): the gate script has the greeting.
  const firstLoad = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [mode] = useState<'own' | 'gate' | 'none'>(() => {
    if (firstLoad) return 'gate';
    if (played || greetedThisSession()) return 'none';
    return prefersReducedMotion() ? 'none' : 'own';
  });
  const [visible, setVisible] = useState(mode === 'own');

  useEffect(() => {
    if (mode === 'none') return;
    played = true;
    if (mode === 'own') {
      markGreetedThisSession();
      const timer = window.setTimeout(() => setVisible(false), GONE_AT_MS);
      return () => window.clearTimeout(timer);
    }
    // Leaving Home early takes the gate's overlay with it.
    return () => gateSplash()?.remove();
    // `mode` never changes: this runs once, the schedule is fixed from the first paint.
  }, [mode]);

  // The prerendered page's first load: an empty slot and the inline script that draws the
  // overlay into it as the page is parsed, before any request (the server's CSP allows it by
  // hash: apps/api/src/web.ts). React hydrates neither the slot's inside (it was drawn with
  // dangerouslySetInnerHTML) nor the script's effect; inserted later by the app (a visit
  // within the app), React's script elements never run. The slot carries the greeting's line
  // in the page's language (`data-sub`), for the script to draw.
  if (mode === 'gate') {
    return (
      <>
        <div className="splash-slot" data-sub={t`Welcome to the ground`} dangerouslySetInnerHTML={{ __html: '' }} />
        <script dangerouslySetInnerHTML={{ __html: gateSource }} />
      </>
    );
  }
  return visible ? <SplashOverlay /> : null;
}
