import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopFilters } from '../features/catalogue/use-shop-filters';
import { stubApi } from '../testing';
import { Layout } from './layout';

/** One of the Shop's filters, which change its address but not the page. */
function InStockOnly() {
  const { setInStock } = useShopFilters();
  return (
    <button type="button" onClick={() => setInStock(true)}>
      In stock only
    </button>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  stubApi({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setScrollY(0);
  sessionStorage.clear();
});

/** Where the window is scrolled to, as the router reads it when it leaves a page. */
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

const pages = [
  {
    element: <Layout />,
    children: [
      {
        path: '/shop',
        element: (
          <>
            <h1>Shop page</h1>
            <Link to="/about">About us</Link>
            <InStockOnly />
          </>
        ),
      },
      { path: '/about', element: <h1>About page</h1> },
    ],
  },
];

function renderApp() {
  const router = createMemoryRouter(pages, { initialEntries: ['/shop'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the layout and the scroll position', () => {
  it('opens a new page at its top, and Back returns to where the shopper was', async () => {
    const router = renderApp();
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    setScrollY(900); // the shopper has scrolled down the Shop
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    setScrollY(0);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('keeps the place on the Shop when a filter changes its address', async () => {
    const router = renderApp();
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    setScrollY(1400);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'In stock only' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?inStock=true'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('renders on the server as in the browser, with no script of its own', async () => {
    const handler = createStaticHandler(pages);
    const context = await handler.query(new Request('http://shop.test/about'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>,
    );
    expect(html).toContain('About page');
    expect(html).not.toContain('<script');
  });
});
