import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCORER_MANIFEST, useScorerManifest } from './scorer-manifest';

const manifest = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null;

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove()));

describe('the scorer screen links its own manifest, so the scorer can be installed', () => {
  it("points the site's manifest link at the scorer's while open, and gives it back after", () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    const view = renderHook(() => useScorerManifest());
    expect(manifest()).toBe(SCORER_MANIFEST);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    view.unmount();
    expect(manifest()).toBe('/manifest.webmanifest');
  });

  it('adds the link when the page has none, and takes it away after', () => {
    const view = renderHook(() => useScorerManifest());
    expect(manifest()).toBe(SCORER_MANIFEST);
    view.unmount();
    expect(manifest()).toBeNull();
  });
});
