/**
 * The page's first script, in <head> before anything else (built by build/first-paint.ts,
 * which passes the table of screens). For a screen with a frame it adds the screen's
 * stylesheets and its frame script, all render-blocking, so the first paint is the screen
 * itself. The app's JavaScript is only requested once that paint is on screen, so it neither
 * competes with the frame for bandwidth nor delays its paint. Other paths (no frame) start
 * the app at once.
 */
import { readRole, readToken, readUser } from '@league/core/client';
import { FRAME_READY_EVENT, frameState } from './state';

export interface Screens {
  [path: string]: { css: string[]; js: string[]; frame: string };
}
export interface AppFiles {
  entry: string;
  /** The entry's static imports. */
  preload: string[];
}

function add(tag: string, attributes: Record<string, string>, onerror?: () => void) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (onerror) element.addEventListener('error', onerror);
  document.head.appendChild(element);
}

/** A visitor's browser: the frames are a visitor's first render. */
function visitor(): boolean {
  return !(readUser() || readToken() || readRole());
}

export function start(screens: Screens, app: AppFiles) {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  // A signed-in browser (admin tools, Logout in the bar) renders differently: straight to the app.
  const screen = Object.prototype.hasOwnProperty.call(screens, path) && visitor() ? screens[path]! : null;

  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    for (const href of [...app.preload, ...(screen ? screen.js : [])]) add('link', { rel: 'modulepreload', href, crossorigin: '' });
    document.documentElement.setAttribute('data-app', 'starting');
    add('script', { type: 'module', src: app.entry, crossorigin: '' });
  };
  if (!screen) {
    startApp();
    return;
  }

  for (const href of screen.css) add('link', { rel: 'stylesheet', href, blocking: 'render' });
  // Without its frame there is nothing to wait for.
  add('script', { src: screen.frame, async: '', blocking: 'render' }, startApp);

  // Once the frame is on screen: the first contentful paint is reported after the frame has
  // actually been presented (a callback after requestAnimationFrame can run before that).
  // A frame that draws data too (the gallery's pictures) says when it is done. A hidden tab
  // never paints, hence the timeout.
  let painted = false;
  const check = () => {
    if (painted && !frameState().pending) startApp();
  };
  setTimeout(startApp, 3000);
  document.addEventListener(FRAME_READY_EVENT, check);
  try {
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted = true;
      check();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(startApp, 0));
  }
}
