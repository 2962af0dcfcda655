/**
 * Two languages (spec 3, section 7): the one Lingui instance, where a page's words come from
 * and how its address says its language. English is the source; Hindi lives under `/hi`.
 *
 * Words are kept per package in catalogs (`<package>/src/locales/{en,hi}.po`, edited by
 * volunteers in any PO editor) and compiled to JSON files the site serves at
 * `/locales/{locale}/{catalog}.json`: no catalog is script, so a visitor downloads only their
 * language's words for the screens they open. A prerendered page carries its own words
 * inline (`catalogScript`), so it hydrates without a request.
 */
import { use, useContext, useMemo, type ReactNode, type RefAttributes } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, LinguiContext, Trans as LinguiTrans } from '@lingui/react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
} from 'react-router-dom';

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Each language's name written in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
/** Where a language's pages live: English at the root, Hindi under /hi. */
const PREFIX: Record<Locale, string> = { en: '', hi: '/hi' };

/**
 * One instance per language, each always active in its own: the page's address picks the
 * instance (`LanguageProvider`), so switching language never re-renders the page it leaves.
 */
const instances = Object.fromEntries(LOCALES.map((l) => [l, setupI18n({ locale: l, messages: { [l]: {} } })])) as Record<Locale, I18n>;
/** English: what a screen rendered outside the app (a component test) speaks. */
export const i18n = instances.en;
export const i18nFor = (locale: Locale): I18n => instances[locale];

/** The language an address is in: `/hi` and `/hi/...` are Hindi, every other address English. */
export function localeOf(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The address without its language prefix (`/hi/schedule` -> `/schedule`). */
export function withoutLocale(pathname: string): string {
  const locale = localeOf(pathname);
  const rest = pathname.slice(PREFIX[locale].length);
  return rest === '' ? '/' : rest;
}

/** An address of the site in a language (`/schedule`, 'hi' -> `/hi/schedule`); other links unchanged. */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/')) return path;
  const bare = withoutLocale(path);
  if (!PREFIX[locale]) return bare;
  return bare === '/' ? PREFIX[locale] : `${PREFIX[locale]}${bare}`;
}

// ---- catalogs -------------------------------------------------------------------------

/** What has been loaded: locale -> catalog -> messages. */
const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<void>>();
const key = (locale: Locale, catalog: string) => `${locale}/${catalog}`;

/** Adds one catalog's compiled messages (from the page, a file or the build's render). */
export function addCatalog(locale: Locale, catalog: string, messages: Messages): void {
  loaded.set(key(locale, catalog), messages);
  instances[locale].load(locale, messages);
}

export function hasCatalogs(locale: Locale, catalogs: readonly string[]): boolean {
  return catalogs.every((c) => loaded.has(key(locale, c)));
}

/** The messages of these catalogs, for a page to carry inline. */
export function catalogsFor(locale: Locale, catalogs: readonly string[]): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const c of catalogs) {
    const messages = loaded.get(key(locale, c));
    if (messages) out[c] = messages;
  }
  return out;
}

/** Fetches the catalogs not yet here (each once, however many screens ask at the same time). */
export function loadCatalogs(locale: Locale, catalogs: readonly string[]): Promise<void> {
  const wanted = catalogs.filter((c) => !loaded.has(key(locale, c)));
  return Promise.all(
    wanted.map((c) => {
      const k = key(locale, c);
      let promise = pending.get(k);
      if (!promise) {
        promise = fetch(`/locales/${k}.json`)
          .then((res) => {
            if (!res.ok) throw new Error(`The ${c} words in ${locale} could not be loaded (${res.status}).`);
            return res.json() as Promise<Messages>;
          })
          .then((messages) => addCatalog(locale, c, messages))
          .finally(() => pending.delete(k));
        pending.set(k, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

const waits = new Map<string, Promise<void>>();
/**
 * Suspends the render until these catalogs are here: a navigation keeps the page it leaves
 * on screen meanwhile; a prerendered page already carries its words and never waits.
 */
export function useCatalogs(locale: Locale, catalogs: readonly string[]): void {
  if (hasCatalogs(locale, catalogs)) return;
  const k = `${locale}:${catalogs.join(',')}`;
  let wait = waits.get(k);
  if (!wait) {
    wait = loadCatalogs(locale, catalogs).finally(() => waits.delete(k));
    waits.set(k, wait);
  }
  use(wait);
}

/** The element id a prerendered page keeps its words under. */
export const CATALOG_SCRIPT_ID = 'league-words';

/** Reads the words a prerendered page carries (before hydration); false when it carries none. */
export function adoptPageCatalogs(doc: Document): boolean {
  const text = doc.getElementById(CATALOG_SCRIPT_ID)?.textContent;
  if (!text) return false;
  const data = JSON.parse(text) as { locale: Locale; catalogs: Record<string, Messages> };
  for (const [catalog, messages] of Object.entries(data.catalogs)) addCatalog(data.locale, catalog, messages);
  return true;
}

/** The JSON a page carries its words in (`<` escaped so no text can close the script). */
export function catalogScript(locale: Locale, catalogs: readonly string[]): string {
  return JSON.stringify({ locale, catalogs: catalogsFor(locale, catalogs) }).replace(/</g, '\\u003c');
}

// ---- the server's words: say.ts --------------------------------------------------------

export { say } from './say';

// ---- React ------------------------------------------------------------------------------

/** The page's language for every message under it. */
export function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider i18n={instances[locale]}>{children}</I18nProvider>;
}

/** The language of the page being drawn (English outside the app). */
export function useLocale(): Locale {
  return (useContext(LinguiContext)?.i18n.locale as Locale | undefined) ?? DEFAULT_LOCALE;
}

/**
 * The runtime the macros compile to (lingui.config.ts `runtimeConfigModule`): Lingui's own,
 * falling back to the one instance outside a provider, so a screen rendered alone (a
 * component test) shows its English words.
 */
export function useLingui() {
  const context = useContext(LinguiContext);
  return useMemo(() => context ?? { i18n, _: i18n._.bind(i18n), defaultComponent: undefined }, [context]);
}

export function Trans(props: Parameters<typeof LinguiTrans>[0]) {
  const context = useContext(LinguiContext);
  if (context) return <LinguiTrans {...props} />;
  return (
    <I18nProvider i18n={i18n}>
      <LinguiTrans {...props} />
    </I18nProvider>
  );
}

/** Addresses of this site in the page's language: `to('/schedule')` is `/hi/schedule` on a Hindi page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(() => (path: string) => localePath(path, locale), [locale]);
}

/** React Router's `Link` in the page's language: `<Link to="/schedule">` goes to `/hi/schedule` on a Hindi page. */
export function Link({ to, ...props }: LinkProps & RefAttributes<HTMLAnchorElement>) {
  const local = useLocalePath();
  return <RouterLink {...props} to={typeof to === 'string' ? local(to) : to} />;
}

/** React Router's `NavLink` in the page's language. */
export function NavLink({ to, ...props }: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  const local = useLocalePath();
  return <RouterNavLink {...props} to={typeof to === 'string' ? local(to) : to} />;
}

/** React Router's `Navigate` in the page's language (a signed-out visitor sent to the sign-in page stays in Hindi). */
export function Navigate({ to, ...props }: NavigateProps) {
  const local = useLocalePath();
  return <RouterNavigate {...props} to={typeof to === 'string' ? local(to) : to} />;
}

/** `useNavigate` in the page's language (a string path is prefixed; a number goes back or forward). */
export function useLocaleNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const local = useLocalePath();
  return useMemo(
    () => (to: string | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(local(to), options)),
    [navigate, local],
  );
}
