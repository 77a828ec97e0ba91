import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SlugSchema } from '@avstore/core';
import { ProductPages, type RenderProductPage } from '../services/product-pages/product-pages';
import type { PageTemplate } from '../services/rendered-pages/page-template';
import { sendCached } from './send-cached';

/** Where the web app's server entry is built, beside its pages (apps/web/dist-ssr). */
export function serverEntryOf(webRoot: string): string {
  return path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * `/product/<slug>`: the product's page rendered on the server with the web app's own
 * components (issue #16), kept in memory with an ETag; an old slug of a renamed product moves
 * for good (301) to the current one; an unknown slug gets the not-found page with a 404.
 */
export function registerProductPages(
  app: FastifyInstance,
  renderProductPage: RenderProductPage,
  template: PageTemplate,
  notFound: () => string,
): void {
  const pages = new ProductPages(
    app.services.catalogue,
    renderProductPage,
    template,
    app.services.settings,
  );
  app.get<{ Params: { slug: string } }>(
    '/product/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      const slug = SlugSchema.safeParse(request.params.slug);
      const answer = slug.success ? await pages.find(slug.data) : { kind: 'missing' as const };
      if (answer.kind === 'moved') return reply.redirect(answer.to, 301);
      if (answer.kind === 'missing')
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(notFound());
      return sendCached(request, reply, answer.body, 'no-cache', 'text/html; charset=utf-8');
    },
  );
}
