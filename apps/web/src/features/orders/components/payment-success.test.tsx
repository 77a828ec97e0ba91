import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import {
  makeOrder,
  makePublicConfig,
  PICTURE_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../../testing';
import { PaymentSuccess } from './payment-success';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ID = makeOrder().id;
const GET = `GET /api/orders/${ID}`;
const CONFIG = {
  'GET /api/config': {
    status: 200,
    body: makePublicConfig({
      shopAddress: 'No. 42, Galle Road, Colombo 03',
      shopHours: 'Monday to Saturday, 9.00 am to 6.00 pm',
    }),
  },
};

function expectHomeLink() {
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
}

describe('PaymentSuccess', () => {
  it('needs an order id', () => {
    renderWithProviders(<PaymentSuccess orderId={null} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Order ID not found')).toBeInTheDocument();
    expectHomeLink();
  });

  it('shows a paid card order delivered to an address', async () => {
    stubApi({ [GET]: { status: 200, body: makeOrder({ total: 60000 }) } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order details...');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase')).toBeInTheDocument();
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByText('Card Payment')).toBeInTheDocument();
    expect(screen.getByText('Total Amount')).toBeInTheDocument();
    expect(screen.getByText('Yamaha MG10XU Mixer')).toBeInTheDocument();
    expect(screen.getByText('Qty: 2')).toBeInTheDocument();
    // Each item's picture, small: the 160 px variant at most.
    const picture = document.querySelector<HTMLImageElement>(`img[src*="${PICTURE_ID}"]`);
    expect(picture?.getAttribute('sizes')).toBe('48px');
    expect(picture?.getAttribute('srcset')).toContain(`/media/${PICTURE_ID}/160.jpg 160w`);
    expect(screen.getAllByText(/60,000\.00/)).toHaveLength(2);
    expect(screen.getByText('Nimal Perera')).toBeInTheDocument();
    expect(screen.getByText('nimal@example.com')).toBeInTheDocument();
    expect(screen.getByText('+94 77 123 4567')).toBeInTheDocument();
    expect(screen.getByText('12 Galle Road')).toBeInTheDocument();
    expect(screen.getByText('Colombo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('says nothing of collecting a delivered order', async () => {
    stubApi({ ...CONFIG, [GET]: { status: 200, body: makeOrder() } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Collect your order' })).not.toBeInTheDocument();
  });

  it('a KOKO pickup: paid, no address or city, and where, when and with what to collect it', async () => {
    stubApi({
      ...CONFIG,
      [GET]: { status: 200, body: makeOrder({ deliveryMethod: 'pickup', paymentMethod: 'koko' }) },
    });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByText('Cash/KOKO Pay')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText('12 Galle Road')).not.toBeInTheDocument();
    expect(screen.queryByText('Colombo')).not.toBeInTheDocument();
    const collect = screen.getByRole('region', { name: 'Collect your order' });
    expect(await within(collect).findByText('No. 42, Galle Road, Colombo 03')).toBeInTheDocument();
    expect(collect).toHaveTextContent('Opening hours');
    expect(collect).toHaveTextContent('Monday to Saturday, 9.00 am to 6.00 pm');
    expect(collect).toHaveTextContent(
      `Your order reference, Order #${ID.slice(0, 8).toUpperCase()}`,
    );
  });

  it("a cash pickup: 'Order Placed!', paid at collection, and the pickup details", async () => {
    stubApi({
      ...CONFIG,
      [GET]: { status: 200, body: makeOrder({ deliveryMethod: 'pickup', paymentMethod: 'cash' }) },
    });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByText('Thank you for your order')).toBeInTheDocument();
    expect(
      screen.getByText(/You pay in cash when you collect it at our store\./),
    ).toHaveTextContent('We will confirm your order shortly.');
    expect(screen.getByText('Cash at pickup')).toBeInTheDocument();
    expect(screen.queryByText('Cash/KOKO Pay')).not.toBeInTheDocument();
    const collect = screen.getByRole('region', { name: 'Collect your order' });
    expect(await within(collect).findByText('No. 42, Galle Road, Colombo 03')).toBeInTheDocument();
  });

  it("a cash delivery: 'Order Placed!', paid on delivery, with the address", async () => {
    stubApi({ ...CONFIG, [GET]: { status: 200, body: makeOrder({ paymentMethod: 'cash' }) } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeInTheDocument();
    expect(screen.getByText(/You pay in cash when it is delivered\./)).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('12 Galle Road')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Collect your order' })).not.toBeInTheDocument();
  });

  it('asks again without the token after a 401', async () => {
    localStorage.setItem('token', 'expired');
    const api = stubApi({ [GET]: [{ status: 401 }, { status: 200, body: makeOrder() }] });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(api.requests[0]?.headers.authorization).toBe('Bearer expired');
    expect(api.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('reads a 404 as Order not found', async () => {
    stubApi({ [GET]: { status: 404, body: { message: 'Order not found' } } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expectHomeLink();
  });

  it('reads another refusal as a failed fetch', async () => {
    stubApi({ [GET]: { status: 500, body: { message: 'Internal' } } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch order details')).toBeInTheDocument();
    expectHomeLink();
  });

  it('reads a lost connection as a failed load', async () => {
    stubApi({ [GET]: 'network' });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(
      await screen.findByText('Failed to load order details', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("offers the owner the order's PDF receipt, and a visitor's masked view none", async () => {
    stubApi({ [GET]: { status: 200, body: makeOrder({ total: 60000 }) } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
    cleanup();
    signIn();
    stubApi({ [GET]: { status: 200, body: makeOrder({ total: 60000 }) } });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('button', { name: 'Download receipt' })).toBeEnabled();
  });

  it('a bank transfer to pay: placed, not paid, with what to do next (issue #28)', async () => {
    signIn();
    stubApi({
      'GET /api/config': {
        status: 200,
        body: makePublicConfig({
          bank: { bank: 'Sampath Bank', branch: 'Kandy', accountName: 'AV', accountNumber: '42' },
        }),
      },
      [GET]: {
        status: 200,
        body: makeOrder({ paymentMethod: 'bank_transfer', status: 'pending', total: 60000 }),
      },
      [`GET /api/orders/${ID}/payment-slips`]: { status: 200, body: { slips: [] } },
    });
    renderWithProviders(<PaymentSuccess orderId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(
      screen.getByText('Please pay by bank transfer, then upload the slip: the steps are below.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bank transfer')).toBeInTheDocument();
    const next = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(await within(next).findByText('Sampath Bank')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Upload slip' })).toBeInTheDocument();
  });
});
