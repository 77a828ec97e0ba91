import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_PREFIX,
  isAppRoute,
  languageOfCookie,
  languageOfPath,
  LANGUAGES,
  pathInLanguage,
  pathWithoutLanguage,
  productPath,
  type Language,
} from '@avstore/core';
import type { RenderProductPages } from '../services/product-pages/product-pages';
import { escapeHtml } from '../services/rendered-pages/page-template';
import { languageLinks } from '../services/rendered-pages/page-words';
import type { RenderShopPages } from '../services/shop-pages/shop-pages';
import { PageHints } from './page-hints';
import { templateOf, withLanguage } from './page-template';
import { registerProductPages, serverEntryOf } from './product-pages';
import { registerShopPages } from './shop-pages';

/** The pages of the app a search engine may list, besides those the server renders. */
const LISTED_SHELLS = new Set(['/about', '/contact']);

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, the app's
 * routes answered with index.html so deep links and reloads work; unknown pages get the app's
 * own not-found screen with a 404, unknown /api paths a JSON 404. Every page also under /si and
 * /ta, in Sinhala and Tamil (issue #30).
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
  const page = (address: string, search: URLSearchParams): string => {
    if (!indexHtml || !hints || headEnd < 0) return indexHtml ?? '';
    const products = app.services.catalogue.peek()?.products;
    const language = languageOfPath(address);
    const pathname = pathWithoutLanguage(address);
    const links =
      hints.links(address, search, products) +
      shopCanonical(pathname, search, language) +
      (LISTED_SHELLS.has(pathname) ? languageLinks(app.config.publicUrl, pathname, language) : '');
    return (
      withLanguage(indexHtml.slice(0, headEnd), language, hints.fontHead(language)) +
      links +
      indexHtml.slice(headEnd)
    );
  };
  /** The Shop opened on a product's modal (?product=<id>) is that product's page for search engines. */
  const shopCanonical = (pathname: string, search: URLSearchParams, language: Language): string => {
    const id = pathname === '/shop' ? search.get('product') : null;
    const product = id && app.services.catalogue.peek()?.products.find((p) => p.id === id);
    if (!product) return '';
    const path = pathInLanguage(language, productPath(product.slug));
    return `<link rel="canonical" href="${app.config.publicUrl}${path}">`;
  };
  /** 'Page not found' in each language, English until the server entry has said it. */
  const notFoundTitles: Record<Language, string> = { en: NOT_FOUND, si: NOT_FOUND, ta: NOT_FOUND };
  const notFound = (language: Language) =>
    indexHtml ? notFoundPage(indexHtml, language, notFoundTitles[language]) : '';
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
    const render = (await import(pathToFileURL(entry).href)) as RenderShopPages &
      RenderProductPages;
    for (const language of LANGUAGES)
      notFoundTitles[language] = (await render.pageWords(language)).notFound;
    const template = templateOf(indexHtml, hints);
    registerProductPages(app, render, template, notFound, rememberedLanguage);
    registerShopPages(app, render, template, page, rememberedLanguage);
  } else if (indexHtml) {
    app.log.warn('the web app has no server entry: its pages are not rendered on the server');
  }

  app.setNotFoundHandler((request, reply) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsPage || !indexHtml) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    const known = isAppRoute(pathWithoutLanguage(pathname));
    if (known) {
      const elsewhere = rememberedLanguage(request, reply);
      if (elsewhere) return elsewhere;
    }
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        known ? page(pathname, new URLSearchParams(query)) : notFound(languageOfPath(pathname)),
      );
  });
}

const NOT_FOUND = 'Page not found';

/** The shell for an address with no page: titled so in its language, and kept out of search engines. */
function notFoundPage(indexHtml: string, language: Language, title: string): string {
  return withLanguage(indexHtml, language).replace(
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`,
  );
}

/**
 * A shopper who chose Sinhala or Tamil in the header's switch (its cookie, apps/web's language
 * switch) and opens an English address of the shop is sent to the same page in that language.
 * Only English addresses move: /si/… and /ta/… are always in their own language, whatever the
 * cookie, and a request without the cookie (a crawler's) gets the address's. The back office
 * stays where it is.
 */
function rememberedLanguage(request: FastifyRequest, reply: FastifyReply) {
  const [pathname = '/'] = request.url.split('?');
  const chosen = languageOfCookie(request.headers.cookie);
  if (!chosen || chosen === 'en' || languageOfPath(pathname) !== 'en') return undefined;
  if (pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`)) return undefined;
  return reply
    .header('cache-control', 'no-store')
    .header('vary', 'cookie')
    .redirect(pathInLanguage(chosen, request.url), 302);
}
