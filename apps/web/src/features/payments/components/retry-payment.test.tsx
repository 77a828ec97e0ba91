import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayableOrder, ORDER_ID, renderWithProviders, stubApi } from '../../../testing';
import { RetryPayment } from './retry-payment';

const startPayment = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})));
vi.mock('../start-payment', () => ({ startPayment }));

const ORDER = `GET /api/orders/${ORDER_ID}`;

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  startPayment.mockClear();
  localStorage.clear();
});

describe('RetryPayment', () => {
  it('shows the order and pays it again with its own method', async () => {
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order...');

    expect(await screen.findByRole('heading', { name: 'Order #A1B2C3D4' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Yamaha MG10XU Mixer');
    expect(items[0]).toHaveTextContent('× 2');
    expect(items[0]).toHaveTextContent('60,000.50');
    expect(items[1]).toHaveTextContent('Shure SM58 Microphone');
    expect(items[1]).toHaveTextContent('1,250.00');
    expect(screen.getByText('61,250.50', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('KOKO')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(startPayment).toHaveBeenCalledWith(ORDER_ID, 'koko');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it.each([
    ['confirmed', 'This order is confirmed and needs no payment.'],
    ['delivered', 'This order is delivered and needs no payment.'],
    ['cancelled', 'This order was cancelled and can no longer be paid.'],
  ] as const)('says plainly that a %s order cannot be paid', async (status, text) => {
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder({ status }) } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('tells a cash order it is paid on delivery', async () => {
    stubApi({
      [ORDER]: {
        status: 200,
        body: makePayableOrder({ paymentMethod: 'cash', deliveryMethod: 'delivery' }),
      },
    });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} />);
    expect(await screen.findByText('This order is paid in cash on delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in before paying', async () => {
    localStorage.clear();
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder() } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} />);
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    stubApi({ [ORDER]: { status: 404, body: { message: 'Order not found' } } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('says when the order cannot be loaded', async () => {
    stubApi({ [ORDER]: 'network' });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load this order');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
  });
});
