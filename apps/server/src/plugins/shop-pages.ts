import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EncodedBody } from '../services/encoded-body';
import type { PageTemplate } from '../services/rendered-pages/page-template';
import { ShopPages, type RenderShopPages } from '../services/shop-pages/shop-pages';
import { sendCached } from './send-cached';

/** The app's shell for a page, with its hints (web-app.ts). */
type Shell = (pathname: string, search: URLSearchParams) => string;

/**
 * `/`, `/home` and `/shop` (its category and search pages) rendered on the server (issue #26),
 * readable without JavaScript and hydrated by the browser without asking for their data again.
 * An address the Shop does not render (a product's modal, a search the API refuses), or a page
 * that cannot be read now, is the app's shell, as before.
 */
export function registerShopPages(
  app: FastifyInstance,
  render: RenderShopPages,
  template: PageTemplate,
  shell: Shell,
): void {
  const pages = new ShopPages(app.services.catalogue, render, template, app.services.settings);
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    made: (search: URLSearchParams) => Promise<EncodedBody | undefined>,
  ) => {
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
  app.get('/', hidden, (request, reply) => serve(request, reply, '/', () => pages.home('/')));
  app.get('/home', hidden, (request, reply) =>
    serve(request, reply, '/home', () => pages.home('/home')),
  );
  app.get('/shop', hidden, (request, reply) =>
    serve(request, reply, '/shop', (search) => pages.shop(search)),
  );
}
