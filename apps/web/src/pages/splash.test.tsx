import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('after Home’s frame greeted (build/first-paint.ts)', () => {
  afterEach(() => {
    delete (window as { __leagueFrame?: unknown }).__leagueFrame;
    document.querySelector('.splash[data-frame]')?.remove();
  });

  it('draws no second greeting, and takes the frame’s down if Home goes before it is over', async () => {
    vi.resetModules();
    const { frameState } = await import('../frame/state');
    frameState().greeted = true;
    const overlay = document.createElement('div');
    overlay.className = 'splash';
    overlay.setAttribute('data-frame', '');
    document.body.append(overlay);
    const { GreetingSplash } = await import('./splash');
    const { unmount } = render(<GreetingSplash />);
    expect(screen.queryAllByTestId('greeting-splash')).toHaveLength(0);
    expect(overlay).toBeInTheDocument();
    unmount();
    expect(overlay).not.toBeInTheDocument();
  });
});
