/**
 * Build time only (prerendering, quality F2): the whole document in one piece, once every
 * screen module is in, so the HTML carries no streaming instructions.
 */
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}
