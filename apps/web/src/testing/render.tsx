import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { stubApi, type Answer } from './stub-api';

/** The pages a screen may send the shopper to, as stand-ins a test can find by heading. */
const STAND_INS: RouteObject[] = [
  { path: '/login', element: <h1>Sign in page</h1> },
  { path: '/payment/success', element: <h1>Success page</h1> },
  { path: '/payment/failed', element: <h1>Failed page</h1> },
];

interface RenderOptions {
  /** Where the router starts. */
  path?: string;
  /**
   * The route pattern `ui` answers at; any other path is then a page titled 'Another page'.
   * By default `ui` answers every path but the stand-ins'.
   */
  route?: string;
}

/**
 * Renders `ui` at `path` the way the app does: in a data router, with a fresh query cache that
 * does not retry. `location()` tells where the router is now ('/path?query').
 */
export function renderWithProviders(ui: ReactElement, { path = '/', route }: RenderOptions = {}) {
  const routes: RouteObject[] = route
    ? [
        ...STAND_INS.filter((page) => page.path !== route),
        { path: route, element: ui },
        { path: '*', element: <h1>Another page</h1> },
      ]
    : [...STAND_INS, { path: '*', element: ui }];
  return renderRoutes(routes, path);
}

/** Stubs the API with `answers` (see stubApi), then renders `ui` as above; `api` has its requests. */
export function renderWithApi(
  ui: ReactElement,
  answers: Record<string, Answer | Answer[]>,
  options: RenderOptions = {},
) {
  const api = stubApi(answers);
  return { ...renderWithProviders(ui, options), api };
}

/** Renders `routes` from `path` as above: a memory data router and a fresh query cache. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, client, router, location };
}

/** Runs `hook` in a component rendered as above; `result.current` is its latest answer. */
export function renderHookWithProviders<T>(hook: () => T, options: RenderOptions = {}) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  return { ...renderWithProviders(<Probe />, options), result };
}
