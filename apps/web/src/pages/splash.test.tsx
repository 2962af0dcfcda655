import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';

// Each test needs a fresh module: the splash plays once per page load.
async function renderSplash(reduced = false) {
  vi.resetModules();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
  const { GreetingSplash } = await import('./splash');
  return { GreetingSplash, ...render(<GreetingSplash />) };
}

const splash = () => screen.queryByTestId('greeting-splash');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the greeting splash', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('lines up six greetings in 300 ms slots, fades from 1800 ms and is gone at 2300 ms', async () => {
    await renderSplash();
    expect(splash()).toHaveAttribute('aria-hidden', 'true');
    const words = [...splash()!.querySelectorAll<HTMLElement>('.splash__greeting')];
    expect(words.map((w) => w.textContent)).toEqual(['Namaste', 'Hello', 'Hola', 'Bonjour', 'Ciao', 'Konnichiwa']);
    expect(words.map((w) => w.style.getPropertyValue('--i'))).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(splash()!.style.getPropertyValue('--step')).toBe('300ms');
    expect(splash()!.style.getPropertyValue('--fade-at')).toBe('1800ms');
    advance(2299);
    expect(splash()).toBeInTheDocument();
    advance(1); // 2300 ms
    expect(splash()).not.toBeInTheDocument();
  });

  it('is skipped entirely under prefers-reduced-motion', async () => {
    await renderSplash(true);
    expect(splash()).not.toBeInTheDocument();
  });

  it('plays once per browser session: a reload or a later visit in the same tab skips it', async () => {
    const first = await renderSplash();
    expect(splash()).toBeInTheDocument();
    advance(2300);
    first.unmount();
    // A fresh module is a new page load; the session is the same.
    const again = await renderSplash();
    expect(splash()).not.toBeInTheDocument();
    again.unmount();
    sessionStorage.clear(); // a new browser session
    await renderSplash();
    expect(splash()).toBeInTheDocument();
  });

  it('plays once per page load', async () => {
    const { GreetingSplash, unmount } = await renderSplash();
    expect(splash()).toBeInTheDocument();
    advance(2300);
    unmount();
    render(<GreetingSplash />);
    expect(splash()).not.toBeInTheDocument();
  });
});

describe('on a prerendered Home (splash-gate.js greets on the first paint)', () => {
  const gateScript = fs.readFileSync(path.join(__dirname, 'splash-gate.js'), 'utf8');
  const runGate = () => new Function(gateScript)();

  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('.splash').forEach((n) => n.remove());
  });

  it('the gate draws the same greeting as the app, once per tab, and takes it down at 2300 ms', async () => {
    runGate();
    const overlay = document.querySelector<HTMLElement>('.splash[data-frame]');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    const { GREETINGS } = await import('./splash');
    expect([...overlay!.querySelectorAll('.splash__greeting')].map((w) => w.textContent)).toEqual(GREETINGS.map((g) => g.text));
    advance(2299);
    expect(overlay).toBeInTheDocument();
    advance(1);
    expect(overlay).not.toBeInTheDocument();
    runGate(); // a reload in the same tab
    expect(document.querySelector('.splash')).toBeNull();
  });

  it("the gate draws the greeting line the slot carries, in the page's language", () => {
    const slot = document.createElement('div');
    slot.className = 'splash-slot';
    slot.setAttribute('data-sub', 'मैदान में आपका स्वागत है');
    const script = document.createElement('script');
    document.body.append(slot, script);
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    try {
      runGate();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    expect(slot.querySelector('.splash__sub')).toHaveTextContent('मैदान में आपका स्वागत है');
    slot.remove();
    script.remove();
  });

  it('the prerendered Home carries the gate, not a second overlay (the browser test sees one greeting)', async () => {
    const { GreetingSplash } = await import('./splash');
    const markup = renderToString(<GreetingSplash />);
    expect(markup).toMatch(/^<div class="splash-slot" data-sub="Welcome to the ground"><\/div><script>[\s\S]*league:greeted[\s\S]*<\/script>$/);
    expect(markup).not.toContain('class="splash"');
  });
});
