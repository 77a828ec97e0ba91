import type { Order } from '@avstore/core';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

export const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.pathname}
      {location.search}
    </h1>
  );
}

/** Renders `ui` at `path` with a fresh query cache; the pages it may go to are stand-ins. */
export function renderAt(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/payment/success', element: <Where name="Success page" /> },
      { path: '/payment/failed', element: <Where name="Failed page" /> },
      { path: '/login', element: <Where name="Sign in page" /> },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

type Answer = { status: number; body?: unknown } | 'network';

/**
 * Stubs fetch by 'METHOD /api/path'; a list of answers is given in turn, its last one repeated.
 * The mock records every call.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [
      key,
      Array.isArray(answer) ? [...answer] : [answer],
    ]),
  );
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const queue = queues.get(key);
    if (!queue) throw new Error(`Unexpected call: ${key}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls made to one 'METHOD /api/path', with their parsed JSON bodies and headers. */
export function callsTo(mock: ReturnType<typeof stubApi>, key: string) {
  return mock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => ({
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

/** Replaces window.location.assign (jsdom's cannot be spied on) and window.alert. */
export function stubBrowser() {
  const assign = vi.fn();
  const alert = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('alert', alert);
  return { assign, alert };
}

/** An order as GET /api/orders/:id answers it to its owner; override what a test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    status: 'pending',
    createdAt: '2025-03-14T09:05:00.000Z',
    total: 61250.5,
    paymentMethod: 'card',
    deliveryMethod: 'pickup',
    items: [
      {
        productId: '7d3f2a10-1111-4b4b-8c8c-000000000001',
        name: 'Yamaha MG10XU Mixer',
        category: 'Analog Mixers',
        quantity: 2,
        price: 30000.25,
        originalPrice: 30000.25,
        images: [],
        appliedPromoCode: null,
        promoDiscount: null,
      },
      {
        productId: '7d3f2a10-1111-4b4b-8c8c-000000000002',
        name: 'Shure SM58 Microphone',
        category: 'Wired Microphones',
        quantity: 1,
        price: 1250,
        originalPrice: 1250,
        images: [],
        appliedPromoCode: null,
        promoDiscount: null,
      },
    ],
    customer: {
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '0771234567',
      address: '',
      city: '',
      country: 'Sri Lanka',
      zipCode: '00100',
      promoCodeList: [],
    },
    ...overrides,
  };
}
