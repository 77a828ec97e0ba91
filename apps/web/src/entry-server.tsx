import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  languageOfPath,
  languagePrefix,
  LANGUAGES,
  shopSearchOf,
  type Language,
  type Product,
  type ProductPage,
  type ProductSearchResult,
  type PublicConfig,
  type SpecialDeal,
} from '@avstore/core';
import { Layout } from './app/layout';
import { Component as HomeRoute } from './app/routes/home';
import { Component as ProductRoute } from './app/routes/product';
import { Component as ShopRoute } from './app/routes/shop';
import { serverStateScript } from './app/server-state';
import { loadMessages } from './i18n/load';
import { LanguageContext } from './i18n/language';
import { shopKeys } from './lib/query-keys';
export { pageWords } from './app/page-words';

/** The page's markup (for inside #root) and the script that hands its data to the browser. */
export interface RenderedPage {
  html: string;
  state: string;
}

/** The pages rendered on the server, nested as the browser's router nests them (app/router.tsx). */
const routes = [
  {
    element: <Layout />,
    children: [
      {
        children: [
          { index: true, Component: HomeRoute },
          { path: 'home', Component: HomeRoute },
          { path: 'shop', Component: ShopRoute },
          { path: 'product/:slug', Component: ProductRoute },
        ],
      },
    ],
  },
];
/** One handler per language, based at its prefix as the browser's router is (app/router.tsx). */
const handlers = new Map(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(routes, { basename: languagePrefix(language) || undefined }),
  ]),
);

/**
 * Renders a product page with the very components the browser hydrates (issue #16), from the
 * data the browser would have fetched: the shop's settings and the product page's answer. Each
 * page is rendered in its address's language (/si/…, /ta/…; issue #30).
 */
export function renderProductPage(
  url: string,
  page: ProductPage,
  config: PublicConfig,
): Promise<RenderedPage> {
  return renderPage(url, config, (client) =>
    client.setQueryData(shopKeys.productPage(page.product.slug), page),
  );
}

/**
 * Home (issue #26), from the featured products its carousel asks the search for and the Special
 * Deals product the shop's settings choose.
 */
export function renderHomePage(
  url: string,
  featured: Product[],
  deal: SpecialDeal,
  config: PublicConfig,
): Promise<RenderedPage> {
  return renderPage(url, config, (client) => {
    client.setQueryData(shopKeys.featured(), featured);
    client.setQueryData(shopKeys.specialDeal(), deal);
  });
}

/**
 * The Shop (issue #26) at `url`, a category or search page included, from the first page of the
 * search its address asks for: under the key the browser's Shop reads it by.
 */
export function renderShopPage(
  url: string,
  firstPage: ProductSearchResult,
  config: PublicConfig,
): Promise<RenderedPage> {
  const search = shopSearchOf(new URL(url).searchParams);
  return renderPage(url, config, (client) =>
    client.setQueryData(shopKeys.productSearch(search), { pages: [firstPage], pageParams: [1] }),
  );
}

async function renderPage(
  url: string,
  config: PublicConfig,
  fill: (client: QueryClient) => void,
): Promise<RenderedPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  queryClient.setQueryData(shopKeys.config(), config);
  fill(queryClient);
  const language: Language = languageOfPath(new URL(url).pathname);
  await loadMessages(language, ['home', 'catalogue', 'specs', 'cart']);
  const handler = handlers.get(language)!;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // As the browser's App nests them (app/app.tsx): the ids React gives elements depend on it.
  const html = renderToString(
    <StrictMode>
      <LanguageContext value={language}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </LanguageContext>
    </StrictMode>,
  );
  // React puts the page's <title> first, after the preloads of its pictures; the server writes
  // the head itself, title included.
  return {
    html: html.replace(/^((?:<link [^>]*>)*)<title>[^<]*<\/title>/, '$1'),
    state: serverStateScript(dehydrate(queryClient)),
  };
}
