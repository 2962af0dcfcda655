/**
 * The greeting splash (spec 2 Home 1, spec 9): six greetings, 300 ms each, then a 500 ms
 * fade; gone after 2300 ms. It is an overlay drawn over the hero, which renders under it
 * in the same paint, so it never delays the page (quality F2). The cycling and the fade
 * are CSS animations (run by the compositor), so a busy main thread while the page loads
 * its data cannot stretch or skip them; the timer only removes the finished overlay.
 * Decorative: hidden from assistive technology, lets clicks through, and skipped under
 * prefers-reduced-motion.
 *
 * On a first visit to Home the build's frame (build/first-paint.ts) has already painted the
 * overlay, before the app's JavaScript arrived, and removes it on time itself. The app
 * leaves it be rather than drawing a second one (which would restart the greetings), and
 * only takes it down early if the visitor leaves Home before it is over.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { frameState, greetedThisSession, markGreetedThisSession } from '../frame/state';
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

/** Marks the overlay the frame painted. */
const FRAME_SPLASH_SELECTOR = '.splash[data-frame]';

// Once per browser session (sessionStorage, shared with the frame): neither coming back to
// Home within the app nor a reload or a new visit in the same tab replays it.
let played = false;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** The overlay itself; the frame renders it to static markup at build time. */
export function SplashOverlay({ frame = false }: { frame?: boolean }) {
  const timing = { '--step': `${STEP_MS}ms`, '--fade-at': `${FADE_AT_MS}ms` } as CSSProperties;
  return (
    <div className="splash" style={timing} aria-hidden="true" data-testid="greeting-splash" data-frame={frame ? '' : undefined}>
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
      <p className="splash__sub">Welcome to the ground</p>
      <span className="splash__ball" />
    </div>
  );
}

/** The overlay the frame painted, if it is still up. */
function framedSplash(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(FRAME_SPLASH_SELECTOR);
}

export function GreetingSplash() {
  // 'framed': Home's frame took care of the greeting (it may still be showing). The build
  // renders no overlay here: the frame carries its own, outside the page.
  const [mode] = useState<'own' | 'framed' | 'none'>(() => {
    if (played || typeof document === 'undefined') return 'none';
    // Before the session check: the frame marks the session when it paints its overlay.
    if (frameState().greeted) return 'framed';
    if (greetedThisSession()) return 'none';
    return prefersReducedMotion() ? 'none' : 'own';
  });
  const [visible, setVisible] = useState(mode === 'own');

  useEffect(() => {
    if (mode === 'none') return;
    played = true;
    markGreetedThisSession();
    if (mode === 'own') {
      const timer = window.setTimeout(() => setVisible(false), GONE_AT_MS);
      return () => window.clearTimeout(timer);
    }
    // Leaving Home early takes the overlay with it.
    return () => framedSplash()?.remove();
    // `mode` never changes: this runs once, the schedule is fixed from the first paint.
  }, [mode]);

  return visible ? <SplashOverlay /> : null;
}
