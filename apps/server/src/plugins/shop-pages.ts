import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languagePrefix, LANGUAGES, type Language } from '@avstore/core';
import type { EncodedBody } from '../services/encoded-body';
import type { PageTemplate } from '../services/rendered-pages/page-template';
import { ShopPages, type RenderShopPages } from '../services/shop-pages/shop-pages';
import { sendCached } from './send-cached';

/** The app's shell for a page, with its hints (web-app.ts). */
type Shell = (pathname: string, search: URLSearchParams) => string;

/**
 * `/`, `/home` and `/shop` (its category and search pages) rendered on the server (issue #26),
 * readable without JavaScript and hydrated by the browser without asking for their data again;
 * in Sinhala under /si and Tamil under /ta (issue #30). An address the Shop does not render (a
 * product's modal, a search the API refuses), or a page that cannot be read now, is the app's
 * shell, as before. `remembered` sends a shopper who chose another language to it (web-app.ts).
 */
export function registerShopPages(
  app: FastifyInstance,
  render: RenderShopPages,
  template: PageTemplate,
  shell: Shell,
  remembered: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  const pages = new ShopPages(app.services.catalogue, render, template, app.services.settings);
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    made: (search: URLSearchParams) => Promise<EncodedBody | undefined>,
  ) => {
    const elsewhere = remembered(request, reply);
    if (elsewhere) return elsewhere;
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    const body = await made(search).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the page could not be rendered; sending the shell');
      return undefined;
    });
    if (body) return sendCached(request, reply, body, 'no-cache', 'text/html; charset=utf-8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell(pathname, search));
  };
  const hidden = { schema: { hide: true } };
  for (const language of LANGUAGES) routesIn(language);

  function routesIn(language: Language) {
    const prefix = languagePrefix(language);
    app.get(prefix || '/', hidden, (request, reply) =>
      serve(request, reply, `${prefix}/`, () => pages.home('/', language)),
    );
    app.get(`${prefix}/home`, hidden, (request, reply) =>
      serve(request, reply, `${prefix}/home`, () => pages.home('/home', language)),
    );
    app.get(`${prefix}/shop`, hidden, (request, reply) =>
      serve(request, reply, `${prefix}/shop`, (search) => pages.shop(search, language)),
    );
  }
}
