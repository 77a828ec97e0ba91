import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, makePublicConfig, renderWithProviders, stubApi } from '../../../testing';
import { PaymentTestPanel } from './payment-test-panel';

const startPayment = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})));
vi.mock('../start-payment', () => ({ startPayment }));

const NEW_ORDER = 'b2c3d4e5-0000-4000-8000-000000000000';
const config = (paymentMode: 'sandbox' | 'live') => ({
  status: 200,
  body: makePublicConfig({ paymentMode }),
});
const product = (id: string, price: number, stock: number, discountPrice?: number) =>
  makeProduct({ id, name: `Product ${id}`, price, discountPrice, stock });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  startPayment.mockClear();
  localStorage.clear();
});

/** A search answer holding these products (the panel reads only the items). */
const found = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 5,
  facets: { groups: [], brands: [], price: null },
});

it('is available only in sandbox mode', async () => {
  localStorage.setItem('token', 'tok');
  stubApi({ 'GET /api/config': config('live') });
  renderWithProviders(<PaymentTestPanel />);
  expect(
    await screen.findByText('The payment test page is available only in sandbox mode.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('shows a visitor both buttons, and asks for a sign-in that comes back here when pressed', async () => {
  const api = stubApi({ 'GET /api/config': config('sandbox') });
  const { router } = renderWithProviders(<PaymentTestPanel />, { path: '/payment' });
  expect(await screen.findByRole('button', { name: 'Pay KOKO' })).toBeEnabled();
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'A sample order needs a signed-in shopper. Sign in to use this page.',
  );
  expect(startPayment).not.toHaveBeenCalled();
  expect(api.to('POST /api/orders')).toHaveLength(0);
  const link = screen.getByRole('link', { name: 'Sign in' });
  expect(link).toHaveAttribute('href', '/login');
  await userEvent.click(link);
  expect(router.state.location.state).toEqual({ returnTo: '/payment' });
});

it('places a sample order of the cheapest product in stock and pays it with KOKO', async () => {
  localStorage.setItem('token', 'tok');
  const api = stubApi({
    'GET /api/config': config('sandbox'),
    'GET /api/products/search': {
      status: 200,
      body: found([product('a', 500, 0), product('b', 9000, 3, 800), product('c', 1000, 9)]),
    },
    'POST /api/orders': { status: 201, body: { id: NEW_ORDER } },
  });
  renderWithProviders(<PaymentTestPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pay KOKO' }));

  expect(startPayment).toHaveBeenCalledWith(NEW_ORDER, 'koko');
  const [order] = api.to('POST /api/orders');
  expect(order?.headers.authorization).toBe('Bearer tok');
  expect(order?.body).toEqual({
    customer: {
      email: 'sample@example.lk',
      firstName: 'Sample',
      lastName: 'Shopper',
      phone: '0771234567',
      promoCodeList: [],
    },
    items: [{ id: 'b', name: 'Product b', price: 800, quantity: 1 }],
    total: 800,
    deliveryMethod: 'pickup',
    paymentMethod: 'koko',
  });
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
});

it('shows why a sample order could not be placed', async () => {
  localStorage.setItem('token', 'tok');
  stubApi({
    'GET /api/config': config('sandbox'),
    'GET /api/products/search': { status: 200, body: found([product('c', 1000, 9)]) },
    'POST /api/orders': {
      status: 409,
      body: { message: 'Only 0 items of Product c are available.' },
    },
  });
  renderWithProviders(<PaymentTestPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only 0 items of Product c are available.',
  );
  expect(startPayment).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

it('says so when nothing is in stock', async () => {
  localStorage.setItem('token', 'tok');
  stubApi({
    'GET /api/config': config('sandbox'),
    'GET /api/products/search': { status: 200, body: found([product('a', 500, 0)]) },
  });
  renderWithProviders(<PaymentTestPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No product is in stock to build a sample order.',
  );
});
