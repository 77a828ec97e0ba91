import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProductPage, PublicConfig } from '@avstore/core';
import { Layout } from './app/layout';
import { Component as ProductRoute } from './app/routes/product';
import { serverStateScript } from './app/server-state';
import { shopKeys } from './lib/query-keys';

/** The page's markup (for inside #root) and the script that hands its data to the browser. */
export interface RenderedPage {
  html: string;
  state: string;
}

/** The product page's place in the app, as the browser's router nests it (app/router.tsx). */
const routes = [
  {
    element: <Layout />,
    children: [{ children: [{ path: 'product/:slug', Component: ProductRoute }] }],
  },
];
const handler = createStaticHandler(routes);

/**
 * Renders a product page with the very components the browser hydrates (issue #16), from the
 * data the browser would have fetched: the shop's settings and the product page's answer.
 */
export async function renderProductPage(
  url: string,
  page: ProductPage,
  config: PublicConfig,
): Promise<RenderedPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  queryClient.setQueryData(shopKeys.config(), config);
  queryClient.setQueryData(shopKeys.productPage(page.product.slug), page);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the product route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // React puts the page's <title> first; the server writes the head itself, title included.
  return {
    html: html.replace(/^<title>[^<]*<\/title>/, ''),
    state: serverStateScript(dehydrate(queryClient)),
  };
}
