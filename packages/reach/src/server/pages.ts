/**
 * The public pages, from the one list of them (`PUBLIC_PAGES`, which apps/web's route test
 * holds the route table to): which card a path shows, and the paths the sitemap lists.
 */
import { PUBLIC_PAGES, type ShareKind } from '../contract';

type PublicPage = (typeof PUBLIC_PAGES)[number];
/** A page of one item: `/matches/:id`. */
export type ItemPage = Extract<PublicPage, `${string}/:id`>;
/** A page with no data of its own: the league's card, titled for the page. */
export type SitePage = Exclude<PublicPage, ItemPage | '/standings'>;

/** The card each item page shows. */
const ITEM_KINDS: Record<ItemPage, Exclude<ShareKind, 'site' | 'standings'>> = {
  '/teams/:id': 'team',
  '/players/:id': 'player',
  '/matches/:id': 'match',
};

const isItemPage = (page: PublicPage): page is ItemPage => page.endsWith('/:id');

/** A site page's card id (the image's address): `home` for `/`, else the page's name. */
export const siteCardId = (page: SitePage): string => (page === '/' ? 'home' : page.slice(1));

/** Which card a page path shows; null for a path that is not a public page. */
export function cardOfPath(path: string): { kind: ShareKind; id: string } | null {
  for (const page of PUBLIC_PAGES) {
    if (isItemPage(page)) {
      const prefix = page.slice(0, -':id'.length);
      if (!path.startsWith(prefix)) continue;
      const raw = path.slice(prefix.length);
      if (!/^[^/]{1,64}$/.test(raw)) return null;
      try {
        return { kind: ITEM_KINDS[page], id: decodeURIComponent(raw) };
      } catch {
        // A malformed escape ("/players/%E0%A4"): no such page.
        return null;
      }
    }
    if (path === page) return page === '/standings' ? { kind: 'standings', id: 'current' } : { kind: 'site', id: siteCardId(page) };
  }
  return null;
}

/** Every public page's path (sitemap.xml): each item page once for each of its items' ids. */
export function pagePaths(items: Record<ItemPage, string[]>): string[] {
  return PUBLIC_PAGES.flatMap((page) => (isItemPage(page) ? items[page].map((id) => page.replace(':id', encodeURIComponent(id))) : [page]));
}
