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
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cycles six greetings 300 ms apart, fades at 1800 ms and is gone at 2300 ms', async () => {
    await renderSplash();
    expect(splash()).toHaveAttribute('aria-hidden', 'true');
    const seen = [splash()!.querySelector('.splash__greeting')!.textContent];
    for (let i = 1; i < 6; i += 1) {
      advance(300);
      seen.push(splash()!.querySelector('.splash__greeting')!.textContent);
    }
    expect(seen).toEqual(['Namaste', 'Hello', 'Hola', 'Bonjour', 'Ciao', 'Konnichiwa']);
    expect(splash()).not.toHaveClass('is-fading');
    advance(300); // 1800 ms
    expect(splash()).toHaveClass('is-fading');
    advance(499);
    expect(splash()).toBeInTheDocument();
    advance(1); // 2300 ms
    expect(splash()).not.toBeInTheDocument();
  });

  it('is skipped entirely under prefers-reduced-motion', async () => {
    await renderSplash(true);
    expect(splash()).not.toBeInTheDocument();
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
