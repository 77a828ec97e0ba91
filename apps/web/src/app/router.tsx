import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  languagePrefix,
  pathInLanguage,
  pathWithoutLanguage,
  PRODUCT_PATH_PREFIX,
  type Language,
} from '@avstore/core';
import type { Namespace } from '../i18n/kept';
import { loadMessages } from '../i18n/load';
import { loadRoute } from '../lib/lazy-route';
import { queryClient } from '../lib/query-client';
import {
  featuredQueryOptions,
  productSearchQueryOptions,
} from '../features/catalogue/api/get-products';
import { productPageQueryOptions } from '../features/catalogue/api/get-product-page';
import { publicConfigQueryOptions } from '../config/public-config';
import { useCommonT } from '../i18n/common';
import { Layout } from './layout';
import { ErrorScreen } from './error-screen';
import { keyFirstEntry } from './first-entry-key';

type RouteModule = { Component: ComponentType };

/** False while createBrowserRouter runs, which may load the first route's data already. */
let routerMade = false;
/** The page's language, from its address: its router's base (/si, /ta) for the page's life. */
let language: Language = DEFAULT_LANGUAGE;

/** Longest a page waits for its data before it shows its own loading state. */
const DATA_WAIT_MS = 1500;

/**
 * Each screen is its own chunk, loaded when first visited (docs/product.md §7), together with the data its
 * first render needs: the shop's settings (the header shows its name) and whatever `data` adds.
 * The page then renders once, complete, instead of a loading state and a second, long render.
 * Data already in the cache is not waited for. In Sinhala or Tamil the screen's messages come
 * with its code (`namespaces`, and the header's): a page never shows half in English.
 */
type PageLoader = (() => Promise<RouteModule>) & {
  /** The screen's code and words alone, for a page the server rendered (its data came with it). */
  code: () => Promise<RouteModule>;
};

const page = (
  load: () => Promise<RouteModule>,
  namespaces: Namespace[] = [],
  data: () => Promise<unknown>[] = () => [],
): PageLoader => {
  const code = () =>
    loadRoute(
      () => Promise.all([load(), loadMessages(language, namespaces)]).then(([route]) => route),
      pendingAddress,
    );
  const withData = async () => {
    // The router calls this before it records where it is going: one turn later it has.
    await Promise.resolve();
    const wanted = [queryClient.ensureQueryData(publicConfigQueryOptions()), ...data()];
    const settled = Promise.all(wanted.map((p) => p.catch(() => undefined)));
    const enough = new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS));
    const [route] = await Promise.all([code(), Promise.race([settled, enough])]);
    return route;
  };
  return Object.assign(withData, { code });
};

/** Where the router is going, as the browser's address (its language's base included). */
function pendingAddress() {
  const to = router.state.navigation.location;
  return to && { ...to, pathname: pathInLanguage(language, to.pathname) };
}

/** The payment pages' words, and the sign-in screens'. */
const PAY: Namespace[] = ['payments'];
const ACCOUNT: Namespace[] = ['account'];
const PAGES: Namespace[] = ['pages'];
/** A quotation's screen, and its order placed through the checkout's form. */
const QUOTED: Namespace[] = ['quotations', 'checkout', 'payments'];

/** Home: its featured products load with its code. */
const homePage = (load: () => Promise<RouteModule>) =>
  page(load, ['home'], () => [queryClient.ensureQueryData(featuredQueryOptions())]);

/** The Shop: the first page of the search its URL asks for loads with its code. */
const shopPage = (load: () => Promise<RouteModule>) =>
  page(load, ['catalogue', 'specs'], () => {
    // On the first load the router is still being made, and the address is the window's.
    const search = (navigatingTo() ?? window.location).search;
    // Reading the address takes core's typed specifications (a kilobyte and more of every page's
    // first load), so it comes in a chunk of its own, fetched beside the Shop's code.
    const read = import('../features/catalogue/shop-search-of').then(({ shopSearchOf }) =>
      queryClient.ensureInfiniteQueryData(
        productSearchQueryOptions(shopSearchOf(new URLSearchParams(search))),
      ),
    );
    return [read];
  });

/** A product page: its product, details and related products load with its code. */
const productPage = (load: () => Promise<RouteModule>) =>
  page(load, ['catalogue'], () => {
    // The router's address has no language; the window's has (/si/product/…).
    const pathname = navigatingTo()?.pathname ?? window.location.pathname;
    const slug = decodeURIComponent(
      pathWithoutLanguage(pathname).slice(PRODUCT_PATH_PREFIX.length),
    );
    return [queryClient.ensureQueryData(productPageQueryOptions(slug))];
  });

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LoadingNote />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: homePage(() => import('./routes/home')) },
          { path: 'home', lazy: homePage(() => import('./routes/home')) },
          { path: 'shop', lazy: shopPage(() => import('./routes/shop')) },
          { path: 'product/:slug', lazy: productPage(() => import('./routes/product')) },
          {
            path: 'compare',
            lazy: page(() => import('./routes/compare'), ['catalogue', 'pages', 'specs']),
          },
          { path: 'about', lazy: page(() => import('./routes/about'), PAGES) },
          { path: 'contact', lazy: page(() => import('./routes/contact'), PAGES) },
          { path: 'cart', lazy: page(() => import('./routes/cart'), ['cart']) },
          {
            path: 'checkout',
            lazy: page(() => import('./routes/checkout'), ['checkout', 'payments']),
          },
          { path: 'payment', lazy: page(() => import('./routes/payment-test'), PAY) },
          {
            path: 'payment/success',
            lazy: page(() => import('./routes/payment-success'), ['payments', 'orders']),
          },
          {
            path: 'payment/failed',
            lazy: page(() => import('./routes/payment-failed'), PAY),
          },
          {
            path: 'payment/response',
            lazy: page(() => import('./routes/payment-response'), PAY),
          },
          { path: 'login', lazy: page(() => import('./routes/login'), ACCOUNT) },
          { path: 'signup', lazy: page(() => import('./routes/signup'), ACCOUNT) },
          {
            path: 'profile',
            lazy: page(() => import('./routes/profile'), ['orders', 'account', 'checkout']),
          },
          {
            path: 'quotations/new',
            lazy: page(() => import('./routes/quotation-request'), ['quotations']),
          },
          // One module for the list and one quotation: each lazy import costs the first script.
          ...['account/quotations', 'account/quotations/:id'].map((path) => ({
            path,
            lazy: page(() => import('./routes/account-quotations'), QUOTED),
          })),
          {
            path: 'resetPassword',
            lazy: page(() => import('./routes/reset-password'), ACCOUNT),
          },
          {
            path: 'confirm-email',
            lazy: page(() => import('./routes/confirm-email'), ACCOUNT),
          },
          { path: 'staff/accept', lazy: page(() => import('./routes/staff-accept')) },
          {
            path: 'resetPassword/confirm',
            lazy: page(() => import('./routes/reset-password-confirm'), ACCOUNT),
          },
          {
            path: 'admin',
            lazy: page(() => import('./routes/admin/layout')),
            children: [
              { index: true, lazy: page(() => import('./routes/admin/dashboard')) },
              { path: 'products', lazy: page(() => import('./routes/admin/products')) },
              { path: 'products/new', lazy: page(() => import('./routes/admin/product-new')) },
              { path: 'products/:id', lazy: page(() => import('./routes/admin/product-edit')) },
              { path: 'orders', lazy: page(() => import('./routes/admin/orders')) },
              { path: 'orders/:id', lazy: page(() => import('./routes/admin/order-detail')) },
              ...['quotations', 'quotations/:id'].map((path) => ({
                path,
                lazy: page(() => import('./routes/admin/quotations')),
              })),
              { path: 'messages', lazy: page(() => import('./routes/admin/messages')) },
              { path: 'promotions', lazy: page(() => import('./routes/admin/promotions')) },
              { path: 'delivery', lazy: page(() => import('./routes/admin/delivery')) },
              // One module for the three settings screens: each lazy import costs every page's
              // first script its list of files to preload.
              ...['settings', 'home-content', 'pages'].map((path) => ({
                path,
                lazy: page(() => import('./routes/admin/settings')),
              })),
              { path: 'import-export', lazy: page(() => import('./routes/admin/import-export')) },
              { path: 'audit', lazy: page(() => import('./routes/admin/audit')) },
              { path: 'reports', lazy: page(() => import('./routes/admin/reports')) },
              { path: 'low-stock', lazy: page(() => import('./routes/admin/low-stock')) },
              { path: 'staff', lazy: page(() => import('./routes/admin/staff')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found'), ['catalogue']) },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made once the page knows whether it hydrates server-rendered HTML: based at
 * its language's prefix, so that every link and path inside the page stays in its language.
 */
export function startRouter(
  pageLanguage: Language,
  { hydrating = false }: { hydrating?: boolean } = {},
): typeof router {
  keyFirstEntry();
  language = pageLanguage;
  router = createBrowserRouter(routes, {
    basename: languagePrefix(language) || undefined,
    // Told the page came from the server, the router leaves its scroll alone when it takes it
    // over; otherwise its first render scrolled a page the shopper had already scrolled back to
    // the top. (Its routes load no data: there is none to hand over.)
    ...(hydrating && { hydrationData: {} }),
  });
  routerMade = true;
  return router;
}

/**
 * Loads the code and words of the routes that `pathname` matches before the router starts, so
 * that it renders them at once, as the server did, instead of a loading state that would not match
 * the server's HTML. Their data is not waited for: it came with the page.
 */
export async function loadRoutesOf(pathname: string, pageLanguage: Language): Promise<void> {
  language = pageLanguage;
  const basename = languagePrefix(language) || undefined;
  const matched = (matchRoutes(routes, pathname, basename) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const lazy = route.lazy as Partial<PageLoader>;
      Object.assign(route, await (lazy.code ?? route.lazy)());
      route.lazy = undefined;
    }),
  );
}

function navigatingTo() {
  return routerMade ? router.state.navigation.location : undefined;
}

/** What a screen reader hears while the first screen's code loads. */
function LoadingNote() {
  return <p className="sr-only">{useCommonT()('loading')}</p>;
}
