/**
 * Build time only (prerendering, quality F2): the whole document in one piece, once every
 * screen module is in, so the HTML carries no streaming instructions, and with the built
 * stylesheets' text inlined (stylesheets.tsx). The client build is already on disk next to
 * this server build (dist/client beside dist/server) when React Router prerenders.
 */
import fs from 'node:fs';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { InlineStylesheets, type StylesheetReader } from './inline-styles';

const clientBuild = new URL('../client/', import.meta.url);
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
