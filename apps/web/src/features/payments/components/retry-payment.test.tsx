import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cleanUpAfterEach,
  makeOrder,
  makePayableOrder,
  ORDER_ID,
  renderWithProviders,
  stubApi,
} from '../../../testing';
import { RetryPayment, type MethodChoice } from './retry-payment';

const startPayment = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})));
vi.mock('../start-payment', () => ({ startPayment }));

const ORDER = `GET /api/orders/${ORDER_ID}`;
const SWITCH = `PUT /api/orders/${ORDER_ID}/payment-method`;

/** A plain radio group in place of the checkout's cards, which the page composes in. */
const methods: MethodChoice = (value, onChange) => (
  <fieldset>
    <legend>Payment method</legend>
    {(['card', 'koko', 'cash', 'bank_transfer'] as const).map((m) => (
      <label key={m}>
        <input type="radio" name="method" checked={value === m} onChange={() => onChange(m)} />
        {m}
      </label>
    ))}
  </fieldset>
);

beforeEach(() => localStorage.setItem('token', 'tok'));
cleanUpAfterEach(startPayment);

describe('RetryPayment', () => {
  it('shows the order and pays it again with its own method', async () => {
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order...');

    expect(await screen.findByRole('heading', { name: 'Order #A1B2C3D4' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Yamaha MG10XU Mixer');
    expect(items[0]).toHaveTextContent('× 2');
    expect(items[0]).toHaveTextContent('60,000.50');
    expect(items[1]).toHaveTextContent('Shure SM58 Microphone');
    expect(items[1]).toHaveTextContent('1,250.00');
    expect(screen.getByText('61,250.50', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'koko' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(startPayment).toHaveBeenCalledWith(ORDER_ID, 'koko');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'card' })).toBeDisabled();
  });

  it('shows where the order is delivered and what the delivery costs', async () => {
    const order = makeOrder({
      deliveryCharge: 1500,
      total: 61500,
      customer: {
        ...makeOrder().customer,
        address: '5 Hospital Road',
        city: 'Point Pedro',
        district: 'Jaffna',
        zipCode: '',
      },
    });
    stubApi({ [ORDER]: { status: 200, body: order } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    const section = await screen.findByRole('region', { name: 'Order #A1B2C3D4' });
    expect(section).toHaveTextContent(
      /Deliver to\s*Nimal Perera\s*5 Hospital Road\s*Point Pedro, Jaffna, Sri Lanka/,
    );
    expect(section).toHaveTextContent(/Delivery\s*LKR\s?1,500\.00/);
    expect(section).toHaveTextContent(/Total\s*LKR\s?61,500\.00/);
  });

  it('shows the store a pickup order is collected from', async () => {
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder() } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    const section = await screen.findByRole('region', { name: 'Order #A1B2C3D4' });
    expect(section).toHaveTextContent('Store pickup');
    expect(section).not.toHaveTextContent('Deliver to');
  });

  it('pays with KOKO an order whose card was declined: the order is switched first', async () => {
    const api = stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'card' }) },
      [SWITCH]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) },
    });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'koko' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalledWith(ORDER_ID, 'koko'));
    expect(api.to(SWITCH)).toHaveLength(1);
    expect(api.to(SWITCH)[0]?.body).toEqual({ paymentMethod: 'koko' });
    expect(api.to(SWITCH)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('turns it into a cash order paid at pickup, and shows the success page', async () => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) },
      [SWITCH]: { status: 200, body: makePayableOrder({ paymentMethod: 'cash' }) },
    });
    const { location } = renderWithProviders(
      <RetryPayment orderId={ORDER_ID} methodChoice={methods} />,
      { path: `/checkout?orderId=${ORDER_ID}`, route: '/checkout' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay at Pickup' }));
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
    expect(location()).toBe(`/payment/success?orderId=${ORDER_ID}`);
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('shows why the switch was refused, and pays nothing', async () => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'card' }) },
      [SWITCH]: {
        status: 409,
        body: { message: 'This order is confirmed and cannot be paid.' },
      },
    });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay at Pickup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is confirmed and cannot be paid.',
    );
    expect(startPayment).not.toHaveBeenCalled();
  });

  it.each([
    ['confirmed', 'This order is confirmed and needs no payment.'],
    ['delivered', 'This order is delivered and needs no payment.'],
    ['cancelled', 'This order was cancelled and can no longer be paid.'],
  ] as const)('says plainly that a %s order cannot be paid', async (status, text) => {
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder({ status }) } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
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
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    expect(await screen.findByText('This order is paid in cash on delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('turns a declined card order into a bank transfer, whose steps the success page gives', async () => {
    const api = stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'card' }) },
      [SWITCH]: { status: 200, body: makePayableOrder({ paymentMethod: 'bank_transfer' }) },
    });
    const { location } = renderWithProviders(
      <RetryPayment orderId={ORDER_ID} methodChoice={methods} />,
      { path: `/checkout?orderId=${ORDER_ID}`, route: '/checkout' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'bank_transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by Bank Transfer' }));
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
    expect(location()).toBe(`/payment/success?orderId=${ORDER_ID}`);
    expect(api.to(SWITCH)[0]?.body).toEqual({ paymentMethod: 'bank_transfer' });
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('sends a bank-transfer order to its slip, paying nothing here', async () => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'bank_transfer' }) },
    });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    expect(
      await screen.findByText(
        'This order is paid by bank transfer: transfer the amount and upload the slip from your orders.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in before paying, and to come back here', async () => {
    localStorage.clear();
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder() } });
    const { router } = renderWithProviders(
      <RetryPayment orderId={ORDER_ID} methodChoice={methods} />,
    );
    const link = await screen.findByRole('link', { name: 'sign in' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(router.state.location.state).toEqual({ returnTo: `/checkout?orderId=${ORDER_ID}` });
  });

  it('says when the order does not exist', async () => {
    stubApi({ [ORDER]: { status: 404, body: { message: 'Order not found' } } });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('says when the order cannot be loaded', async () => {
    stubApi({ [ORDER]: 'network' });
    renderWithProviders(<RetryPayment orderId={ORDER_ID} methodChoice={methods} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load this order');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
  });
});
