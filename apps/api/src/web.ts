/**
 * The built web app (apps/web, React Router framework mode with `ssr: false`): hashed assets
 * with long-lived caching, each prerendered public screen's own document (`about/index.html`
 * for /about), and the SPA fallback document for every other client route. The documents'
 * inline scripts (React Router's hydration data, Home's greeting) run under the CSP by hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary, apiNotFound, COMPRESS_MIN_BYTES, compress, pickEncoding } from '@league/core/server';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist/client');

/** The document React Router writes for the paths it did not prerender. */
export const SPA_FALLBACK = '__spa-fallback.html';

export interface WebBuild {
  /** Absolute path of the build, or null when the app is not built. */
  dir: string | null;
  /** `/`, `/about`, …: every path with a prerendered document. */
  prerendered: Set<string>;
  /**
   * Each document's own (`teams/index.html` -> its hashes): a document is sent with a CSP that
   * allows its inline scripts and no other page's (the twelve English and Hindi pages' would
   * make every answer's header 1 KB longer).
   */
  documentScriptHashes: Map<string, string[]>;
}

/** Reads the build once at start: which paths are prerendered and what their inline scripts are. */
export function readWebBuild(webDist: string | undefined): WebBuild {
  const dir = webDist ? path.resolve(webDist) : defaultWebDist;
  if (!fs.existsSync(path.join(dir, SPA_FALLBACK))) return { dir: null, prerendered: new Set(), documentScriptHashes: new Map() };
  const prerendered = new Set<string>();
  const documentScriptHashes = new Map<string, string[]>();
  const walk = (folder: string, urlPath: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && !entry.name.startsWith('.')) walk(file, `${urlPath}/${entry.name}`);
      } else if (entry.name.endsWith('.html')) {
        if (entry.name === 'index.html') prerendered.add(urlPath || '/');
        const own = inlineScripts(fs.readFileSync(file, 'utf8')).map((source) => `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`);
        documentScriptHashes.set(path.relative(dir, file).split(path.sep).join('/'), [...new Set(own)].sort());
      }
    }
  };
  walk(dir, '');
  return { dir, prerendered, documentScriptHashes };
}

/**
 * The text of each `<script>` a browser runs inline (no `src`, not JSON data) in a document the build wrote. The build's
 * own output only (React's serialiser escapes `</script` inside script text), so a match on
 * the element's tags is exact; a browser hashes the same characters.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    // A script with a src, or data (a page's words, type="application/json"), is not run inline.
    if (!/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*"application\/json"/i.test(attributes) && text.length > 0) found.push(text);
  }
  return found;
}

/** The CSP helmet set, with a document's own inline scripts allowed by hash in its script-src. */
export function withDocumentScripts(csp: string, hashes: readonly string[]): string {
  if (!hashes.length) return csp;
  return csp.replace(/(^|;)(\s*script-src)([^;]*)/, (_all, start: string, name: string, sources: string) => `${start}${name}${sources} ${hashes.join(' ')}`);
}

/** Fills a page's document for its path (share previews); the document as built when it has nothing to add. */
export type DocumentFiller = (path: string, html: string) => Promise<string>;

/** A path whose last segment names a file (`/favicon.ico`, `/x.png`): never a client route. */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

export async function serveWeb(app: FastifyInstance, web: WebBuild, fill?: DocumentFiller) {
  const documents = new Map<string, string>();
  const readDocument = (file: string) => {
    let html = documents.get(file);
    if (html === undefined) {
      html = fs.readFileSync(path.join(web.dir!, file), 'utf8');
      documents.set(file, html);
    }
    return html;
  };

  if (web.dir) {
    await app.register(fastifyStatic, {
      root: web.dir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br/.gz copies of the assets and documents (apps/web/scripts/
      // precompress.mjs): the one the browser accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      // Hashed assets never change; everything else is revalidated.
      setHeaders(reply: { header(name: string, value: string): unknown; getHeader(name: string): unknown }, filePath: string) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A document fetched by its file name (the scorer's service worker precaches
        // /__spa-fallback.html and serves it offline) runs its inline scripts too.
        // (Sent as the build's .br or .gz copy when the browser accepts one.)
        const document = path
          .relative(web.dir!, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        const hashes = web.documentScriptHashes.get(document);
        const csp = reply.getHeader('content-security-policy');
        if (hashes && typeof csp === 'string') reply.header('content-security-policy', withDocumentScripts(csp, hashes));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send(apiNotFound());
    }
    // A file the build does not have is missing, not a page: browsers and crawlers asking for
    // /favicon.ico or an old asset must not get the app's HTML with a 200.
    if (FILE_PATH.test(url)) return reply.code(404).send(apiNotFound());
    if (!web.dir) return reply.code(404).type('text/plain').send('The web app is not built. Run `pnpm build`.');
    const screen = url.length > 1 ? url.replace(/\/+$/, '') : url;
    const document = web.prerendered.has(screen) ? path.posix.join(screen.slice(1), 'index.html') : SPA_FALLBACK;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withDocumentScripts(csp, web.documentScriptHashes.get(document) ?? []));
    if (!fill) return reply.header('cache-control', 'no-cache').sendFile(document);
    const html = await fill(screen, readDocument(document));
    return sendDocument(request, reply, html);
  });
}

/** Compressed documents by content: a page's tags change with its data, not per request. */
const compressed = new Map<string, Buffer>();
const COMPRESSED_KEEP = 300;

/**
 * A filled document, compressed as the browser accepts (the build's .br/.gz copies are of the
 * unfilled one), by core's rules for every other answer: the same encodings, q-values and size
 * threshold.
 */
async function sendDocument(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  // Added to, not replacing, the `Vary: Origin` CORS may have set.
  addVary(reply, 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const bytes = Buffer.from(html);
  if (!encoding || bytes.length < COMPRESS_MIN_BYTES) return reply.send(bytes);
  const key = `${encoding}:${crypto.createHash('sha256').update(bytes).digest('base64')}`;
  let body = compressed.get(key);
  if (!body) {
    body = await compress(bytes, encoding);
    compressed.set(key, body);
    if (compressed.size > COMPRESSED_KEEP) compressed.delete(compressed.keys().next().value!);
  }
  return reply.header('content-encoding', encoding).send(body);
}
