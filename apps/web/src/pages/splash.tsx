/**
 * The greeting splash (spec 2 Home 1, spec 9): six greetings, 300 ms each, then a 500 ms
 * fade; gone after 2300 ms. It is an overlay drawn over the hero, which renders under it
 * in the same paint, so it never delays the page (quality F2). The cycling and the fade
 * are CSS animations (run by the compositor), so a busy main thread while the page loads
 * its data cannot stretch or skip them; the timer only removes the finished overlay.
 * Decorative: hidden from assistive technology, lets clicks through, and skipped under
 * prefers-reduced-motion.
 */
import { useEffect, useState, type CSSProperties } from 'react';
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

// Once per page load: coming back to Home within the app should not replay it.
let played = false;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

export function GreetingSplash() {
  const [visible, setVisible] = useState(() => !played && !prefersReducedMotion());

  useEffect(() => {
    if (!visible) return;
    played = true;
    const timer = window.setTimeout(() => setVisible(false), GONE_AT_MS);
    return () => window.clearTimeout(timer);
    // Runs once: the schedule is fixed from the first paint.
  }, []);

  if (!visible) return null;
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
      <p className="splash__sub">Welcome to the ground</p>
      <span className="splash__ball" />
    </div>
  );
}
