/**
 * Share previews: the tags a page's served HTML carries (title, Open Graph, Twitter card) and
 * the image they point to. The image's address carries its content's hash, so a changed
 * score is a new URL: WhatsApp and the others cache a card by its URL for days.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { escapeHtml, type Executor, type PublicFilter } from '@league/core/server';
import type { ShareKind } from '../contract';
import { loadCard } from './cards';
import { cardOfPath } from './pages';
import { cardSvg } from './svg';

export interface ShareOptions {
  db: Executor;
  /** The league's name as its settings hold it now. */
  leagueName: () => Promise<string>;
  timeZone: string;
  /** The site's public address (PUBLIC_URL); every URL in a tag is absolute. */
  baseUrl: string;
  /** The visibility rule as it stands now (`app.visibility.current()`). */
  visibility: () => Promise<PublicFilter>;
}

interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  /** The page's language as Open Graph writes it (hi_IN for a /hi page). */
  locale: 'en_IN' | 'hi_IN';
}

interface RenderedCard {
  card: NonNullable<Awaited<ReturnType<typeof loadCard>>>;
  svg: string;
  /** The first 16 hex digits of the SVG's SHA-256: the image URL's version. */
  version: string;
}

/** An image is at most this big (part 3 spec section 3). */
const MAX_IMAGE_BYTES = 300 * 1024;
const RASTER_CACHE = 200;
/** How long a page's card is reused (a live score's preview may lag by this much). */
const FRESH_MS = 3000;
const RECENT_CARDS = 1000;

export function createShare(options: ShareOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  // Rasterising costs ~50 ms; a version's bytes never change, so keep the recent ones.
  const rasters = new Map<string, Buffer>();

  // Every page view asks for its card: a busy match page reads the database once per
  // FRESH_MS, not once per visitor. Kept per filter, so a change of who is hidden (a new
  // filter) is never answered from cards drawn under the old one.
  const recent = new WeakMap<PublicFilter, Map<string, { at: number; card: Promise<RenderedCard | null> }>>();

  async function draw(kind: ShareKind, id: string, filter: PublicFilter): Promise<RenderedCard | null> {
    const ctx = { db: options.db, leagueName: await options.leagueName(), timeZone: options.timeZone, host };
    const card = await loadCard(ctx, kind, id, filter);
    if (!card) return null;
    const svg = cardSvg(card.picture);
    return { card, svg, version: crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16) };
  }

  async function render(kind: ShareKind, id: string): Promise<RenderedCard | null> {
    const filter = await options.visibility();
    let cards = recent.get(filter);
    if (!cards) recent.set(filter, (cards = new Map()));
    const key = `${kind}:${id}`;
    const hit = cards.get(key);
    const now = Date.now();
    if (hit && now - hit.at < FRESH_MS) return hit.card;
    const card = draw(kind, id, filter);
    cards.delete(key);
    cards.set(key, { at: now, card });
    if (cards.size > RECENT_CARDS) cards.delete(cards.keys().next().value!);
    card.catch(() => cards.delete(key));
    return card;
  }

  return {
    render,

    /**
     * The tags of a public page, or null when the path is none (or its match is gone). A Hindi
     * page (`/hi/...`, issue 32) shows its English twin's card, under its own address: its
     * link and canonical are the Hindi page's, so a search engine keeps both.
     */
    async meta(path: string): Promise<PageMeta | null> {
      const hindi = path === '/hi' || path.startsWith('/hi/');
      const which = cardOfPath(hindi ? path.slice(3) || '/' : path);
      if (!which) return null;
      const rendered = await render(which.kind, which.id);
      if (!rendered) return null;
      const { card, version } = rendered;
      const own = hindi ? (card.path === '/' ? '/hi' : `/hi${card.path}`) : card.path;
      return {
        title: card.title,
        description: card.description,
        url: `${base}${own}`,
        image: `${base}/api/share/${card.kind}/${encodeURIComponent(card.id)}/${version}.png`,
        locale: hindi ? 'hi_IN' : 'en_IN',
      };
    },

    /** The card as a PNG (1200x630), or a JPEG should a PNG ever pass the size limit. */
    async raster(rendered: RenderedCard): Promise<{ type: string; bytes: Buffer }> {
      const cached = rasters.get(rendered.version);
      if (cached) return { type: cached[0] === 0xff ? 'image/jpeg' : 'image/png', bytes: cached };
      let bytes = await sharp(Buffer.from(rendered.svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
      if (bytes.length > MAX_IMAGE_BYTES) bytes = await sharp(Buffer.from(rendered.svg)).flatten().jpeg({ quality: 80 }).toBuffer();
      rasters.set(rendered.version, bytes);
      if (rasters.size > RASTER_CACHE) rasters.delete(rasters.keys().next().value!);
      return { type: bytes[0] === 0xff ? 'image/jpeg' : 'image/png', bytes };
    },
  };
}

export type Share = ReturnType<typeof createShare>;

/** A page with no share card of its own (a signed-in screen, the scorer's): the league's name as its title, when the document has none. */
export function injectTitle(html: string, title: string): string {
  if (/<title>/i.test(html)) return html;
  return html.replace(/<\/head>/i, () => `<title>${escapeHtml(title)}</title></head>`);
}

/**
 * The document with the page's own title and description, and the Open Graph and Twitter
 * tags, in its head: any title or description the document had is replaced, so it ends with
 * one of each.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}"/>`]
    .concat(
      [
        ['og:type', 'website'],
        ['og:title', meta.title],
        ['og:description', meta.description],
        ['og:url', meta.url],
        ['og:locale', meta.locale],
        ['og:image', meta.image],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
      ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}"/>`),
    )
    .concat(
      [
        ['twitter:card', 'summary_large_image'],
        ['twitter:title', meta.title],
        ['twitter:description', meta.description],
        ['twitter:image', meta.image],
      ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}"/>`),
    )
    .concat(`<link rel="canonical" href="${escapeHtml(meta.url)}"/>`)
    .join('');
  const out = html.replace(/<title>[\s\S]*?<\/title>/gi, '').replace(/<meta name="description" content="[^"]*"\s*\/?>/gi, '');
  return out.replace(/<\/head>/i, () => `${tags}</head>`);
}
