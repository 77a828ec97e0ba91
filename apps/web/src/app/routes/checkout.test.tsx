import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../../features/cart/cart-store';
import {
  makeCartLine,
  makePayableOrder,
  ORDER_ID,
  PRODUCT_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { Component as CheckoutPage } from './checkout';

const startPayment = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})));
vi.mock('../../features/payments/start-payment', () => ({ startPayment }));

const ORDERS = 'POST /api/orders';

/** A cart of 2 × Rs. 30,000 in storage, as the shop leaves it (docs/product.md §3). */
function fillCart() {
  localStorage.setItem('cart', JSON.stringify([makeCartLine({ quantity: 2 })]));
  reloadCart();
}

const open = () => renderWithProviders(<CheckoutPage />, { path: '/checkout' });
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

async function fillDetails() {
  await userEvent.type(screen.getByLabelText('First name'), 'Nimal');
  await userEvent.type(screen.getByLabelText('Last name'), 'Perera');
  await userEvent.type(screen.getByLabelText('Phone'), '0771234567');
}

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fillCart();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  startPayment.mockClear();
  localStorage.clear();
  reloadCart();
});

describe('the checkout page', () => {
  it('asks for the delivery method first; the address only for delivery (docs/product.md §2)', async () => {
    signIn();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose how you would like to receive your order to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(placeOrder()).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Sri Lanka');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('');
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeInTheDocument();
    // Optional in Sri Lanka, and none preselected (issue #17).
    expect(screen.getByLabelText('Postcode (optional)')).toHaveValue('');
    expect(placeOrder()).toBeEnabled();
  });

  it('shows the order summary with its total', () => {
    open();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Yamaha MG10XU Mixer')).toBeInTheDocument();
    expect(within(summary).getByText('× 2')).toBeInTheDocument();
    expect(summary).toHaveTextContent(/Total\s*LKR\s?60,000\.00/);
  });

  it('tells a visitor to sign in, and sends them to /login on submit (docs/product.md §5)', async () => {
    const api = stubApi({});
    const { location } = open();
    expect(screen.getByRole('note')).toHaveTextContent('You must be logged in to place an order.');
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await userEvent.click(placeOrder());
    expect(alert).toHaveBeenCalledWith('You must be logged in to place an order.');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(api.to(ORDERS)).toHaveLength(0);
  });

  it('says the cart is empty and offers nothing to submit', () => {
    signIn();
    localStorage.removeItem('cart');
    reloadCart();
    open();
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(placeOrder()).toBeDisabled();
  });

  it('marks each missing field with its message and sends nothing (docs/product.md §5)', async () => {
    signIn();
    const api = stubApi({});
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'nimal@');
    await userEvent.click(placeOrder());
    // The form's schema loads with the first submit (its own chunk): wait for its answer.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
    for (const label of ['First name', 'Last name', 'Address', 'City'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    // The phone's hint stays, its message after it.
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'A mobile number, such as 077 123 4567 This field is required',
    );
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveAccessibleDescription(
      'Please choose a district',
    );
    expect(api.to(ORDERS)).toHaveLength(0);
    // A message goes once its field is changed; the others stay until the next try.
    await userEvent.type(screen.getByLabelText('First name'), 'Nimal');
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('takes the shopper to the first field at fault: scrolled into view and focused', async () => {
    signIn();
    stubApi({});
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.type(screen.getByLabelText('First name'), 'Nimal');
    await userEvent.type(screen.getByLabelText('Last name'), 'Perera');
    await userEvent.type(screen.getByLabelText('Phone'), '077 123 4567');
    await userEvent.click(placeOrder());
    const district = screen.getByRole('combobox', { name: 'District' });
    await vi.waitFor(() => expect(district).toHaveFocus());
    expect(district).toHaveAccessibleDescription('Please choose a district');
    expect(scrolled.mock.contexts.at(-1)).toBe(district);
    // Again after a change elsewhere: the messages are shown anew, and so is the field.
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.click(placeOrder());
    await vi.waitFor(() => expect(district).toHaveFocus());
  });

  it('places a cash order, empties the cart and shows the success page', async () => {
    signIn();
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({
      [ORDERS]: () => new Promise((resolve) => (answer = resolve)),
      'POST /api/auth/apply-promocode': { status: 200, body: {} },
    });
    const { location } = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await fillDetails();
    await userEvent.click(placeOrder());

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    answer({ status: 201, body: { id: ORDER_ID } });

    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
    expect(location()).toBe(`/payment/success?orderId=${ORDER_ID}`);
    expect(api.to(ORDERS)[0]?.body).toMatchObject({
      customer: { email: 'nimal@example.com', firstName: 'Nimal', phone: '+94771234567' },
      items: [{ id: PRODUCT_ID, quantity: 2 }],
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    expect(localStorage.getItem('cart')).toBeNull();
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('hands a card order to the payment once it exists, keeping the cart until it is paid', async () => {
    signIn();
    stubApi({ [ORDERS]: { status: 201, body: { id: ORDER_ID } } });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await fillDetails();
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(placeOrder());
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalledWith(ORDER_ID, 'card'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it("shows the server's refusal in a banner and keeps the cart (docs/product.md §8)", async () => {
    signIn();
    stubApi({
      [ORDERS]: {
        status: 409,
        body: { message: 'Only 1 items of Yamaha MG10XU Mixer are available.' },
      },
    });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await fillDetails();
    await userEvent.click(placeOrder());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 items of Yamaha MG10XU Mixer are available.',
    );
    expect(placeOrder()).toBeEnabled();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('retries an order with card, KOKO or cash, its own method chosen (issue #17)', async () => {
    signIn();
    stubApi({
      [`GET /api/orders/${ORDER_ID}`]: {
        status: 200,
        body: makePayableOrder({ paymentMethod: 'card' }),
      },
    });
    renderWithProviders(<CheckoutPage />, { path: `/checkout?orderId=${ORDER_ID}` });
    const choice = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(choice).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'KOKO' })).not.toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'Cash' }));
    expect(screen.getByRole('button', { name: 'Pay at Pickup' })).toBeEnabled();
  });
});
