/**
 * The matched routes' stylesheets, as React's own stylesheet resources (`precedence`), which
 * React writes at the top of <head>, before the module preloads of React Router's <Scripts>.
 * In a prerendered page each is inlined (<style href precedence>, text from
 * InlineStylesheets), so the page paints from the document alone; in the browser each is a
 * <link>, left out when the page already carries it inline (React then keeps the <style>).
 * On a navigation React holds the new screen until its stylesheet is in, so it never shows
 * unstyled. React Router's manifest knows each route's CSS files, read through its framework
 * context; this app exports no `links()` of its own, so nothing else <Links> drew is lost.
 */
import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { InlineStylesheets } from './inline-styles';

/** React writes the page's stylesheets as one <style> whose data-href lists every href. */
function inlinedInPage(href: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;
}

export function Stylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const read = useContext(InlineStylesheets);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const hrefs = [...new Set(matches.flatMap((match) => routes[match.id]?.css ?? []))];
  return hrefs.map((href) =>
    read ? (
      <style key={href} href={href} precedence="default">
        {read(href)}
      </style>
    ) : inlinedInPage(href) ? (
      <style key={href} href={href} precedence="default" />
    ) : (
      <link key={href} rel="stylesheet" href={href} precedence="default" />
    ),
  );
}
