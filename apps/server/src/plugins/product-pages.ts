import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SlugSchema } from '@avstore/core';
import { publicConfig } from '../services/public-config';
import {
  ProductPages,
  type PageTemplate,
  type RenderProductPage,
} from '../services/product-pages/product-pages';
import type { PageHints } from './page-hints';
import { sendCached } from './send-cached';

/** Where the web app's server entry is built, beside its pages (apps/web/dist-ssr). */
export function serverEntryOf(webRoot: string): string {
  return path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * `/product/<slug>`: the product's page rendered on the server with the web app's own
 * components (issue #16), kept in memory with an ETag; an old slug of a renamed product moves
 * for good (301) to the current one; an unknown slug gets the not-found page with a 404.
 * Without the built server entry, product pages are the app's shell like any other page.
 */
export async function registerProductPages(
  app: FastifyInstance,
  webRoot: string,
  indexHtml: string,
  hints: PageHints | undefined,
  notFound: () => string,
): Promise<void> {
  const entry = serverEntryOf(webRoot);
  if (!fs.existsSync(entry)) {
    app.log.warn('the web app has no server entry: product pages are not rendered on the server');
    return;
  }
  const { renderProductPage } = (await import(pathToFileURL(entry).href)) as {
    renderProductPage: RenderProductPage;
  };
  const pages = new ProductPages(
    app.services.catalogue,
    renderProductPage,
    templateOf(indexHtml, hints),
    publicConfig(app.config),
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

/** index.html with a product page's head and markup in place of the shell's. */
function templateOf(indexHtml: string, hints: PageHints | undefined): PageTemplate {
  const shell = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>/, '')
    // The page's settings come with it: the shell's early fetch of them would go unused.
    .replace(/<link\s+rel="preload"\s+href="\/api\/config"[\s\S]*?>/, '');
  const headEnd = shell.indexOf('</head>');
  const [before, after] = shell.slice(headEnd).split('<div id="root"></div>');
  if (headEnd < 0 || after === undefined) throw new Error('index.html has no head or no #root');
  return ({ head, html, state, picture }) =>
    shell.slice(0, headEnd) +
    head +
    (hints?.productLinks(picture) ?? '') +
    before +
    `<div id="root">${html}</div>${state}` +
    after;
}
