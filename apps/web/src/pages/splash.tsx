/**
 * The greeting splash (spec 2 Home 1, spec 9): six greetings, 300 ms each, then a 500 ms
 * fade; gone after 2300 ms. It is an overlay drawn over the hero, which renders under it
 * in the same paint, so it never delays the page (quality F2). Decorative: hidden from
 * assistive technology, lets clicks through, and skipped under prefers-reduced-motion.
 */
import { useEffect, useState } from 'react';

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
  const [phase, setPhase] = useState<'showing' | 'fading' | 'gone'>(() =>
    played || prefersReducedMotion() ? 'gone' : 'showing',
  );
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (phase === 'gone') return;
    played = true;
    const timers = GREETINGS.slice(1).map((_, i) => window.setTimeout(() => setIndex(i + 1), (i + 1) * STEP_MS));
    timers.push(window.setTimeout(() => setPhase('fading'), FADE_AT_MS));
    timers.push(window.setTimeout(() => setPhase('gone'), GONE_AT_MS));
    return () => timers.forEach((t) => window.clearTimeout(t));
    // Runs once: the schedule is fixed from the first paint.
  }, []);

  if (phase === 'gone') return null;
  const greeting = GREETINGS[index]!;
  return (
    <div className={`splash${phase === 'fading' ? ' is-fading' : ''}`} aria-hidden="true" data-testid="greeting-splash">
      <p className="splash__greeting" lang={greeting.lang}>
        {greeting.text}
      </p>
      <p className="splash__sub">Welcome to the ground</p>
      <span className="splash__ball" />
    </div>
  );
}
