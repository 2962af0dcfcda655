import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import { notFound, type FeatureOptions } from '@league/core/server';
import { TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import { IMAGE_FILE, MESSAGES, playerCardResponseSchema, playerParamsSchema, shareImageParamsSchema } from '../contract';
import { publicPaths, readPlayerCard } from './cards';
import type { Share } from './share';

/** How long a player's card is reused (their career is summed from every scorecard). */
const PLAYER_CARD_TTL_MS = 60_000;
/** How long a share image's current version may be kept by browsers and link-preview caches. */
const IMAGE_MAX_AGE_S = 86_400;

const tags = ['reach'];

/**
 * Under /api: the share images and the player card (the player page's one read). Images are
 * public; a version that is not the card's current one still gets the current picture, but
 * only the current version may be cached (for a day).
 */
export const sharePlugin: FastifyPluginAsyncZod<FeatureOptions & { share: Share }> = async (app, { db, cache, share }) => {
  app.get(
    '/share/:kind/:id/:file',
    { schema: { tags, summary: 'A page’s share image (1200x630 PNG), or its SVG source', params: shareImageParamsSchema } },
    async (request, reply) => {
      const { kind, id, file } = request.params;
      const name = IMAGE_FILE.exec(file);
      if (!name) throw notFound(MESSAGES.notFound);
      const rendered = await share.render(kind, id);
      if (!rendered) throw notFound(MESSAGES.notFound);
      reply
        // A day, not for good: the URL changes with the content anyway, and a picture drawn
        // before a consent was withdrawn (or a name hidden) must not outlive it in caches.
        .header('cache-control', name[1] === rendered.version ? `public, max-age=${IMAGE_MAX_AGE_S}` : 'no-cache')
        // Link previews are fetched by other sites' crawlers and apps.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (name[2] === 'svg') return reply.type('image/svg+xml').send(rendered.svg);
      const image = await share.raster(rendered);
      return reply.type(image.type).send(image.bytes);
    },
  );

  app.get(
    '/share/players/:id',
    {
      schema: {
        tags,
        summary: 'One player as the player page shows them',
        params: playerParamsSchema,
        response: { 200: playerCardResponseSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      cache.serve(request, reply, TOURNAMENTS_CACHE_TAG, `player-card:${request.params.id}`, async (expireAt) => {
        // As GET /api/players/top: a squad written elsewhere rebinds names, so at most a minute.
        expireAt(Date.now() + PLAYER_CARD_TTL_MS);
        const card = await readPlayerCard(db, request.params.id);
        if (!card) throw notFound(MESSAGES.playerNotFound);
        return { success: true as const, data: card };
      }),
  );
};

const PRIVATE_PATHS = [
  '/admin',
  '/admin-dashboard',
  '/admin-view',
  '/admin-auth',
  '/dashboard/',
  '/finance',
  '/login',
  '/forgot-password',
  '/score',
  '/auction/',
  '/overlay/',
];

/** At the site's root: robots.txt and sitemap.xml (every public page, matches included). */
export const discoveryPlugin: FastifyPluginAsyncZod<FeatureOptions & { baseUrl: string }> = async (app, { db, baseUrl }) => {
  const base = baseUrl.replace(/\/+$/, '');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // Screens behind a sign-in, and the live tools, are no one's search result, in either language.
          ...PRIVATE_PATHS.flatMap((path) => [path, `/hi${path}`]).map((path) => `Disallow: ${path}`),
          'Disallow: /api/',
          // The share images are what link previews fetch.
          'Allow: /api/share/',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  // Each page in English and in Hindi (issue 32), each naming the other as its twin, as search
  // engines read languages from a sitemap.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = (await publicPaths(db)).flatMap((path) => {
      const twins = { en: `${base}${path}`, hi: `${base}${path === '/' ? '/hi' : `/hi${path}`}` };
      const links = Object.entries(twins)
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
        .join('');
      return Object.values(twins).map((loc) => `<url><loc>${loc}</loc>${links}</url>`);
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};
