import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languagePrefix, LANGUAGES, SlugSchema, type Language } from '@avstore/core';
import { ProductPages, type RenderProductPages } from '../services/product-pages/product-pages';
import type { PageTemplate } from '../services/rendered-pages/page-template';
import { sendCached } from './send-cached';

/** Where the web app's server entry is built, beside its pages (apps/web/dist-ssr). */
export function serverEntryOf(webRoot: string): string {
  return path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * `/product/<slug>`: the product's page rendered on the server with the web app's own
 * components (issue #16), kept in memory with an ETag; an old slug of a renamed product moves
 * for good (301) to the current one; an unknown slug gets the not-found page with a 404. The
 * same under /si and /ta, in Sinhala and Tamil (issue #30).
 */
export function registerProductPages(
  app: FastifyInstance,
  render: RenderProductPages,
  template: PageTemplate,
  notFound: (language: Language) => string,
  remembered: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  const pages = new ProductPages(app.services.catalogue, render, template, app.services.settings);
  for (const language of LANGUAGES) {
    app.get<{ Params: { slug: string } }>(
      `${languagePrefix(language)}/product/:slug`,
      { schema: { hide: true } },
      async (request, reply) => {
        const elsewhere = remembered(request, reply);
        if (elsewhere) return elsewhere;
        const slug = SlugSchema.safeParse(request.params.slug);
        const answer = slug.success
          ? await pages.find(slug.data, language)
          : { kind: 'missing' as const };
        if (answer.kind === 'moved') return reply.redirect(answer.to, 301);
        if (answer.kind === 'missing')
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(notFound(language));
        return sendCached(request, reply, answer.body, 'no-cache', 'text/html; charset=utf-8');
      },
    );
  }
}
