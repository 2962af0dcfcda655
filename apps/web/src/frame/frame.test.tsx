import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { setApiBase } from '@league/core/client';
import { GalleryGrid, galleryKeys, type GalleryItem } from '@league/gallery/client';
import { renderGalleryTemplates } from '../prerender';
import { FRAME_READY_EVENT, frameState } from './state';
import { fillGallery, galleryGridHtml } from './gallery';
import { paint } from './paint';
import { SLOTS } from './slots';

const pictures: GalleryItem[] = Array.from({ length: 6 }, (_, i) => ({
  id: `p${i}`,
  url: `/api/gallery/files/${i}.jpg`,
  thumbUrl: `/api/gallery/files/${i}-thumb.webp`,
  caption: i % 2 ? null : `Match <day> ${i} & "friends"`,
  width: i === 3 ? undefined : 900,
  height: i === 3 ? undefined : 1200,
}));

function reducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('data-app');
  delete (window as { __leagueFrame?: unknown }).__leagueFrame;
  sessionStorage.clear();
  reducedMotion(false);
});

describe('a frame', () => {
  it('paints the screen with the visitor’s own values in its slots, marked for the app to adopt', () => {
    paint({ markup: `<main><h1>Hi</h1><p>© ${SLOTS.year} · ${SLOTS.host} · ${SLOTS.timeZone}</p></main>`, overlay: null });
    const root = document.getElementById('root')!;
    expect(root).toHaveAttribute('data-frame');
    expect(root.querySelector('h1')).toHaveTextContent('Hi');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(root.querySelector('p')).toHaveTextContent(`© ${new Date().getFullYear()} · ${location.host} · ${zone}`);
  });

  it('leaves the page alone once the app has started', () => {
    document.documentElement.setAttribute('data-app', 'starting');
    paint({ markup: '<h1>Frame</h1>', overlay: null });
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });

  it('shows Home’s greeting over the screen and takes it down on its own clock', () => {
    vi.useFakeTimers();
    try {
      paint({ markup: '<h1>Home</h1>', overlay: { markup: '<div class="splash" data-frame="">Namaste</div>', ms: 2300 } });
      expect(document.querySelector('.splash')).toBeInTheDocument();
      expect(frameState().greeted).toBe(true);
      vi.advanceTimersByTime(2299);
      expect(document.querySelector('.splash')).toBeInTheDocument();
      vi.advanceTimersByTime(1);
      expect(document.querySelector('.splash')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('greets once per browser session: a reload of Home in the same tab paints no second greeting', () => {
    const home = { markup: '<h1>Home</h1>', overlay: { markup: '<div class="splash" data-frame="">Namaste</div>', ms: 2300 } };
    paint(home);
    expect(document.querySelector('.splash')).toBeInTheDocument();
    // The next page load in this tab.
    document.body.innerHTML = '<div id="root"></div>';
    delete (window as { __leagueFrame?: unknown }).__leagueFrame;
    paint(home);
    expect(document.getElementById('root')).toHaveTextContent('Home');
    expect(document.querySelector('.splash')).not.toBeInTheDocument();
    // The app must not draw its own either.
    expect(frameState().greeted).toBe(true);
  });

  it('skips the greeting under prefers-reduced-motion', () => {
    reducedMotion(true);
    paint({ markup: '<h1>Home</h1>', overlay: { markup: '<div class="splash" data-frame="">Namaste</div>', ms: 2300 } });
    expect(document.querySelector('.splash')).not.toBeInTheDocument();
    expect(frameState().greeted).toBe(true);
  });
});

describe('the gallery frame', () => {
  const templates = renderGalleryTemplates();
  const loading = `<div class="ui-page ui-container gallery-page"><h1>Gallery</h1>${templates.skeleton}</div>`;
  let list: unknown[] = [];
  const server = setupServer(http.get('http://localhost/api/gallery', () => HttpResponse.json({ success: true, data: list })));
  beforeAll(() => {
    setApiBase('http://localhost');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const filled = () =>
    new Promise<void>((resolve) => {
      document.addEventListener(FRAME_READY_EVENT, () => resolve(), { once: true });
      paint({ markup: loading, overlay: null }, (root) => fillGallery(root, templates));
    });

  it('draws a grid exactly as GalleryGrid renders it', () => {
    const react = renderToStaticMarkup(<GalleryGrid items={pictures} onOpen={() => undefined} />).replace(/<link[^>]*>/g, '');
    expect(galleryGridHtml(templates, pictures)).toBe(react);
  });

  it('puts the first pictures in place of the skeletons and hands the list to the app', async () => {
    list = pictures.map(({ id, ...rest }) => ({ _id: id, ...rest }));
    await filled();
    const images = [...document.querySelectorAll<HTMLImageElement>('.gallery-card__img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(pictures.map((p) => p.thumbUrl));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(document.querySelector('.gallery-card__open')).toHaveAttribute('aria-label', 'Open image 1 of 6: Match <day> 0 & "friends"');
    expect(frameState().pending).toBe(false);
    expect(frameState().queries).toEqual([[galleryKeys.list(), pictures]]);
  });

  it('keeps the skeletons for an empty gallery, which the app fills with its built-in pictures', async () => {
    list = [];
    await filled();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(frameState().queries).toEqual([]);
    expect(frameState().pending).toBe(false);
  });

  it('keeps the skeletons when the list will not load', async () => {
    server.use(http.get('http://localhost/api/gallery', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })));
    await filled();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(frameState().queries).toEqual([]);
  });
});
