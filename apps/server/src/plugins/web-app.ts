import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute, productPath } from '@avstore/core';
import type { RenderProductPage } from '../services/product-pages/product-pages';
import type { RenderShopPages } from '../services/shop-pages/shop-pages';
import { PageHints } from './page-hints';
import { inlineStylesheets } from './inline-styles';
import { templateOf } from './page-template';
import { registerProductPages, serverEntryOf } from './product-pages';
import { registerShopPages } from './shop-pages';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, the app's
 * routes answered with index.html so deep links and reloads work; unknown pages get the app's
 * own not-found screen with a 404, unknown /api paths a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml =
    indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const hints = webRoot && indexHtml ? PageHints.read(webRoot) : undefined;
  const headEnd = indexHtml?.indexOf('</head>') ?? -1;
  const page = (pathname: string, search: URLSearchParams): string => {
    if (!indexHtml || !hints || headEnd < 0) return indexHtml ?? '';
    const products = app.services.catalogue.peek()?.products;
    const links = hints.links(pathname, search, products) + shopCanonical(pathname, search);
    return indexHtml.slice(0, headEnd) + links + indexHtml.slice(headEnd);
  };
  /** The Shop opened on a product's modal (?product=<id>) is that product's page for search engines. */
  const shopCanonical = (pathname: string, search: URLSearchParams): string => {
    const id = pathname === '/shop' ? search.get('product') : null;
    const product = id && app.services.catalogue.peek()?.products.find((p) => p.id === id);
    if (!product) return '';
    return `<link rel="canonical" href="${app.config.publicUrl}${productPath(product.slug)}">`;
  };
  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // Files only: a folder (/, /assets/) goes to the app's pages below; without this a
      // request for / that accepts no compression was answered 403. The build manifest
      // (.vite/) is for the server's page hints, not for the public, and so is a source map
      // (the build makes none; one left over would give away the app's sources).
      allowedPath: (pathName) =>
        !pathName.endsWith('/') &&
        !pathName.endsWith('.map') &&
        !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const entry = webRoot && serverEntryOf(webRoot);
  if (entry && indexHtml && fs.existsSync(entry)) {
    const render = (await import(pathToFileURL(entry).href)) as RenderShopPages & {
      renderProductPage: RenderProductPage;
    };
    const template = templateOf(inlineStylesheets(indexHtml, webRoot), hints);
    registerProductPages(app, render.renderProductPage, template, () => notFoundPage(indexHtml));
    registerShopPages(app, render, template, page);
  } else if (indexHtml) {
    app.log.warn('the web app has no server entry: its pages are not rendered on the server');
  }

  app.setNotFoundHandler((request, reply) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsPage || !indexHtml) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    const known = isAppRoute(pathname);
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(known ? page(pathname, new URLSearchParams(query)) : notFoundPage(indexHtml));
  });
}

/** The shell for an address with no page: titled so, and kept out of search engines. */
function notFoundPage(indexHtml: string): string {
  return indexHtml.replace(
    /<title>[\s\S]*?<\/title>/,
    '<title>Page not found</title><meta name="robots" content="noindex">',
  );
}
