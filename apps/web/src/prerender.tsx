/**
 * Build time only (run by build/first-paint.ts, never shipped): renders the frame of a public
 * screen, meaning the shell and the screen exactly as a visitor's first render draws them
 * (skeletons where data will go), so the page can paint that before the app's JavaScript
 * has arrived, and the app can then hydrate it. The few values only the visitor's browser
 * knows are left as slots (frame/slots.ts) that the frame script fills in.
 */
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { GalleryCard, GalleryGrid, galleryKeys, type GalleryItem } from '@league/gallery/client';
import { SkeletonCards } from '@league/ui';
import { App, createQueryClient, preloadRoute, routes } from './router';
import { GONE_AT_MS, SplashOverlay } from './pages/splash';
import { SLOTS } from './frame/slots';
import { CARD_SLOTS, galleryGridHtml, type GalleryTemplates } from './frame/gallery';

export { galleryGridHtml };
/** The gallery list's query key, which the gallery frame seeds. */
export const galleryListKey = galleryKeys.list();

/** Values a render reads from the browser, pointed at the slots while it runs. */
function withSlots<T>(render: () => Promise<T>): Promise<T> {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  Intl.DateTimeFormat.prototype.resolvedOptions = function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: SLOTS.timeZone };
  };
  // The footer's copyright year: a frame built in December is still right in January.
  const getFullYear = Date.prototype.getFullYear;
  Date.prototype.getFullYear = () => SLOTS.year as unknown as number;
  const global = globalThis as { location?: unknown };
  const hadLocation = 'location' in global;
  global.location = { host: SLOTS.host, hostname: SLOTS.host, protocol: 'https:', pathname: '/', search: '', hash: '' };
  return render().finally(() => {
    Intl.DateTimeFormat.prototype.resolvedOptions = resolvedOptions;
    Date.prototype.getFullYear = getFullYear;
    if (!hadLocation) delete global.location;
  });
}

/**
 * React's server renderer adds preload hints for the images it renders (it expects to write
 * a whole document); the browser's render has none, so the frame must not either.
 */
const withoutHints = (markup: string) => markup.replace(/<link rel="preload" as="image"[^>]*>/g, '');

/**
 * The markup of `path`'s first render, for the inside of #root; with `queries`, the render
 * once those query results are in (what a frame that loads data shows).
 */
export function renderFrame(path: string, queries: Array<[readonly unknown[], unknown]> = []): Promise<string> {
  return withSlots(async () => {
    // Loaded first, as the browser's entry does, so the screen renders in place of its fallback.
    await preloadRoute(path);
    const client = createQueryClient();
    for (const [key, data] of queries) client.setQueryData(key, data);
    const router = () => createMemoryRouter(routes, { initialEntries: [path] });
    // One piece: React would otherwise move large sections out to stream them separately.
    const { prelude } = await prerender(<App createRouter={router} client={client} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const markup = withoutHints(await new Response(prelude).text());
    // Anything still suspended would come out as streaming instructions (inline scripts).
    if (/<script|<template/.test(markup)) throw new Error(`prerender ${path}: part of the screen suspended`);
    return markup;
  });
}

/** Home's greeting overlay, which the frame paints over the hero, and when it goes. */
export function renderSplash(): { markup: string; ms: number } {
  return { markup: renderToStaticMarkup(<SplashOverlay frame />), ms: GONE_AT_MS };
}

/** The gallery's patterns (frame/gallery.ts): its skeletons, grid tags and cards. */
export function renderGalleryTemplates(): GalleryTemplates {
  const card = (eager: boolean, caption: boolean) => {
    const item: GalleryItem = {
      id: 'pattern',
      url: '',
      thumbUrl: CARD_SLOTS.src,
      caption: caption ? CARD_SLOTS.caption : null,
      width: CARD_SLOTS.width as unknown as number,
      height: CARD_SLOTS.height as unknown as number,
    };
    return withoutHints(renderToStaticMarkup(<GalleryCard item={item} label={CARD_SLOTS.label} eager={eager} onOpen={() => undefined} />));
  };
  const grid = renderToStaticMarkup(<GalleryGrid items={[]} onOpen={() => undefined} />);
  const split = grid.lastIndexOf('</');
  return {
    skeleton: renderToStaticMarkup(<SkeletonCards count={8} shape="image" label="Loading gallery…" />),
    open: grid.slice(0, split),
    close: grid.slice(split),
    cards: { eager: { caption: card(true, true), plain: card(true, false) }, lazy: { caption: card(false, true), plain: card(false, false) } },
  };
}
