import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { PaymentMethod } from '@avstore/core';
import {
  cleanUpAfterEach,
  makeCartLine,
  ORDER_ID,
  OTHER_PRODUCT_ID,
  PRODUCT_ID,
  renderHookWithProviders,
  signIn,
  stubApi,
  type Answer,
} from '../../testing';
import type { CustomerFields } from './customer-values';
import { usePlaceOrder, type CheckoutChoices } from './use-place-order';

const ORDERS = 'POST /api/orders';
const PROMOS = 'POST /api/auth/apply-promocode';

/** 2 × Rs. 30,000 and 1 × Rs. 27,000 (Rs. 30,000 at 10% off): Rs. 87,000. */
const cart = [
  makeCartLine({ quantity: 2 }),
  makeCartLine({
    id: OTHER_PRODUCT_ID,
    name: 'Shure SM58',
    price: 27000,
    originalPrice: 30000,
    appliedPromoCode: 'SPECIAL10',
    promoDiscount: 10,
  }),
];

const fields: CustomerFields = {
  email: ' nimal@example.com ',
  firstName: 'Nimal',
  lastName: 'Perera',
  phone: '0771234567',
  country: 'Sri Lanka',
  address: '',
  city: '',
  zipCode: '',
  district: '',
};
const pickup: CheckoutChoices = {
  fields,
  deliveryMethod: 'pickup',
  paymentMethod: 'card',
  deliveryChargeCents: 0,
};

let clearCart: Mock<() => void>;
let pay: Mock<(orderId: string, method: PaymentMethod) => Promise<void>>;

function setUp(orders: Answer | Answer[], promos: Answer = { status: 200, body: {} }) {
  const api = stubApi({ [ORDERS]: orders, [PROMOS]: promos });
  const view = renderHookWithProviders(() => usePlaceOrder(cart, clearCart, pay), {
    path: '/checkout',
  });
  const place = (choices: CheckoutChoices) => act(() => view.result.current.place(choices));
  return { api, ...view, place };
}

beforeEach(() => {
  signIn();
  clearCart = vi.fn<() => void>();
  pay = vi.fn(async (_orderId: string, _method: PaymentMethod) => {});
});
cleanUpAfterEach();

describe('usePlaceOrder', () => {
  it("names each field at fault with the schema's message and sends nothing", async () => {
    const { api, result, place } = setUp({ status: 201, body: { id: ORDER_ID } });
    await place({
      fields: { ...fields, email: 'nimal@', firstName: ' ', address: '', zipCode: '123' },
      deliveryMethod: 'delivery',
      paymentMethod: 'card',
      deliveryChargeCents: 0,
    });
    expect(result.current.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'This field is required',
      address: 'This field is required',
      city: 'This field is required',
      district: 'Please choose a district',
      zipCode: 'A postcode has 5 digits, such as 10350',
    });
    expect(api.fetch).not.toHaveBeenCalled();
    expect(clearCart).not.toHaveBeenCalled();
  });

  it('creates the order, records its promo, then hands it to pay, keeping the cart until it is paid', async () => {
    const { api, result, place } = setUp({ status: 201, body: { id: ORDER_ID } });
    await place(pickup);
    expect(api.to(ORDERS)[0]?.body).toEqual({
      customer: {
        email: 'nimal@example.com',
        firstName: 'Nimal',
        lastName: 'Perera',
        // A Sri Lankan mobile goes in its one form (core's normalisePhone).
        phone: '+94771234567',
        country: 'Sri Lanka',
        address: '',
        city: '',
        zipCode: '',
        district: '',
        deliveryMethod: 'pickup',
        paymentMethod: 'card',
        promoCodeList: [{ productId: OTHER_PRODUCT_ID, promoCode: 'SPECIAL10' }],
      },
      items: [
        { id: PRODUCT_ID, name: 'Yamaha MG10XU Mixer', price: 30000, quantity: 2 },
        {
          id: OTHER_PRODUCT_ID,
          name: 'Shure SM58',
          price: 27000,
          quantity: 1,
          appliedPromoCode: 'SPECIAL10',
        },
      ],
      total: 87000,
      deliveryCharge: 0,
      deliveryMethod: 'pickup',
      paymentMethod: 'card',
    });
    expect(api.to(ORDERS)[0]?.headers.authorization).toBe('Bearer tok');
    expect(api.to(PROMOS)[0]?.body).toEqual({
      promos: [{ productId: OTHER_PRODUCT_ID, promoCode: 'SPECIAL10' }],
    });
    expect(clearCart).not.toHaveBeenCalled();
    expect(pay).toHaveBeenCalledWith(ORDER_ID, 'card');
    expect(result.current.processing).toBe(true);
    expect(result.current.error).toBeUndefined();
  });

  it('adds the delivery charge the page showed to the total, and sends both (issue #17)', async () => {
    const { api, place } = setUp({ status: 201, body: { id: ORDER_ID } });
    await place({
      fields: {
        ...fields,
        district: 'Jaffna',
        city: 'Jaffna',
        address: '5 Hospital Road',
        phone: '+94 77 123 4567',
      },
      deliveryMethod: 'delivery',
      paymentMethod: 'card',
      deliveryChargeCents: 150_000,
    });
    expect(api.to(ORDERS)[0]?.body).toMatchObject({
      customer: { district: 'Jaffna', city: 'Jaffna', phone: '+94771234567' },
      total: 88500,
      deliveryCharge: 1500,
      deliveryMethod: 'delivery',
    });
  });

  it('sends a cash order to the success page without a payment', async () => {
    const { location, place } = setUp({ status: 201, body: { id: ORDER_ID } });
    await place({ ...pickup, paymentMethod: 'cash' });
    await waitFor(() => expect(location()).toBe(`/payment/success?orderId=${ORDER_ID}`));
    expect(pay).not.toHaveBeenCalled();
    expect(clearCart).toHaveBeenCalledOnce();
  });

  it('only logs a promo record that fails: the order stands (docs/product.md §4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { place } = setUp({ status: 201, body: { id: ORDER_ID } }, { status: 500 });
    await place(pickup);
    expect(warn).toHaveBeenCalledWith(
      'Could not record the applied promo codes',
      expect.anything(),
    );
    expect(pay).toHaveBeenCalledWith(ORDER_ID, 'card');
  });

  it.each([
    [
      "the server's text",
      { status: 409, body: { message: 'Only 1 items of Shure SM58 are available.' } },
      'Only 1 items of Shure SM58 are available.',
    ],
    [
      'Failed to create order when the server gives none',
      { status: 500 },
      'Failed to create order',
    ],
    ['the connection error', 'network' as const, 'Network error. Please check your connection.'],
  ])(
    'shows %s when the order is refused, and keeps the cart (docs/product.md §8)',
    async (_, answer, text) => {
      const { result, place } = setUp(answer);
      await place(pickup);
      expect(result.current.error).toBe(text);
      expect(result.current.processing).toBe(false);
      expect(clearCart).not.toHaveBeenCalled();
      expect(pay).not.toHaveBeenCalled();
    },
  );

  it('refuses a delivery where the shop does not deliver under the country, sending nothing', async () => {
    const { api, result, place } = setUp({ status: 201, body: { id: ORDER_ID } });
    const chennai = {
      ...fields,
      country: 'India',
      address: '4 MG Road',
      city: 'Chennai',
      zipCode: '600001',
    };
    await place({ ...pickup, fields: chennai, deliveryMethod: 'delivery' });
    expect(result.current.fieldErrors).toEqual({ country: 'We deliver only to Sri Lanka' });
    await place({
      ...pickup,
      fields: chennai,
      deliveryMethod: 'delivery',
      deliveryCountries: ['Sri Lanka', 'Maldives'],
    });
    expect(result.current.fieldErrors).toEqual({
      country: 'We deliver only to Sri Lanka and Maldives',
    });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("shows a refusal of the server's that names a field under that field", async () => {
    const { result, place } = setUp({
      status: 400,
      body: { message: 'customer.country: We deliver only to Sri Lanka', code: 'not_delivered' },
    });
    await place(pickup);
    expect(result.current.fieldErrors).toEqual({ country: 'We deliver only to Sri Lanka' });
    expect(result.current.error).toBeUndefined();
    expect(result.current.processing).toBe(false);
  });

  it('shows the fallback when placing fails other than by the API (docs/product.md §8)', async () => {
    pay.mockRejectedValue(new Error('boom'));
    const { result, place } = setUp({ status: 201, body: { id: ORDER_ID } });
    await place(pickup);
    expect(result.current.error).toBe('Failed to process order. Please try again.');
    expect(result.current.processing).toBe(false);
  });
});
