// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
/** The boot script's choice: a visitor on a framed path gets the frame first, anyone else the app. */
import { afterEach, describe, expect, it } from 'vitest';
import { start } from './boot';

const screens = { '/teams': { css: ['/assets/teams.css'], js: ['/assets/teams.js'], frame: '/assets/frame-teams.js' } };
const app = { entry: '/assets/index.js', preload: ['/assets/vendor.js'] };
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-app');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('boot', () => {
  it('gives a visitor on a framed path its stylesheet and frame, and holds the app back', () => {
    window.history.replaceState(null, '', '/teams/');
    start(screens, app);
    expect(scripts()).toEqual(['/assets/frame-teams.js']);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/teams.css');
  });

  it('starts the app at once for a signed-in browser, even on a framed path', () => {
    localStorage.setItem('token', 'a-token');
    window.history.replaceState(null, '', '/teams');
    start(screens, app);
    expect(scripts()).toEqual(['/assets/index.js']);
    expect(document.documentElement.getAttribute('data-app')).toBe('starting');
  });

  it('starts the app at once on a path without a frame', () => {
    window.history.replaceState(null, '', '/finance');
    start(screens, app);
    expect(scripts()).toEqual(['/assets/index.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/vendor.js']);
  });
});
