/**
 * Build time only (prerendering, quality F2): the whole document in one piece, once every
 * screen module is in, so the HTML carries no streaming instructions, and with the built
 * stylesheets' text inlined (stylesheets.tsx). The client build is already on disk next to
 * this server build (dist/client beside dist/server) when React Router prerenders.
 */
import fs from 'node:fs';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { addCatalog, LOCALES } from '@league/ui/i18n';
import { InlineStylesheets, type StylesheetReader } from './inline-styles';

const clientBuild = new URL('../client/', import.meta.url);
// Every catalog in both languages (compiled into the client build by scripts/locales.mjs):
// each page's render finds its words here and carries the ones it used (root.tsx).
for (const locale of LOCALES) {
  const dir = new URL(`locales/${locale}/`, clientBuild);
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (file.endsWith('.json')) addCatalog(locale, file.slice(0, -5), JSON.parse(fs.readFileSync(new URL(file, dir), 'utf8')));
  }
}

const readBuilt: StylesheetReader = (href) => fs.readFileSync(new URL(href.replace(/^\//, ''), clientBuild), 'utf8');

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const { prelude } = await prerender(
    <InlineStylesheets value={readBuilt}>
      <ServerRouter context={context} url={request.url} />
    </InlineStylesheets>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}
