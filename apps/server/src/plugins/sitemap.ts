import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languagePrefix, LANGUAGES } from '@avstore/core';
import type { SitemapFile, Sitemaps } from '../services/catalogue/sitemap';

/** What crawlers are asked to leave alone: the API and the pages of one shopper or of staff. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/checkout',
  '/profile',
  '/payment',
  '/account',
  '/quotations',
] as const;

/** Each page above in every language: /si/checkout as /checkout (issue #30); the API has none. */
const disallowed = () =>
  LANGUAGES.flatMap((language) =>
    ROBOTS_DISALLOWED.filter((path) => language === 'en' || path !== '/api/').map(
      (path) => `${languagePrefix(language)}${path}`,
    ),
  );

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowed().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Sends a built file with its ETag, answering 304 and picking br or gzip when accepted. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  void reply
    .header('etag', file.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/xml; charset=utf-8');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag))
    return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.xml);
}

/**
 * /robots.txt, and /sitemap.xml with every product page in each language (an index of
 * /sitemap-1.xml, /sitemap-2.xml, … past 50,000 URLs), built in memory by `sitemaps`
 * (docs/product.md, product pages). Outside /api, so not in the API's document.
 */
export async function registerSitemap(
  app: FastifyInstance,
  options: { publicUrl: string; sitemaps: Sitemaps },
): Promise<void> {
  const robots = robotsTxt(options.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robots),
  );
  // Compressed once when built, not on every request.
  const config = { compress: false } as const;
  app.get('/sitemap.xml', { config }, async (request, reply) =>
    sendFile(request, reply, (await options.sitemaps.file('sitemap.xml'))!),
  );
  app.get<{ Params: { part: string } }>(
    '/sitemap-:part.xml',
    { config },
    async (request, reply) => {
      const { part } = request.params;
      const file = /^[1-9][0-9]{0,5}$/.test(part)
        ? await options.sitemaps.file(`sitemap-${part}.xml`)
        : undefined;
      if (!file) return reply.status(404).send({ message: 'Not found', code: 'not_found' });
      return sendFile(request, reply, file);
    },
  );
}
