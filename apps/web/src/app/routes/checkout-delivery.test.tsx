import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISTRICTS } from '@avstore/core';
import { reloadCart } from '../../features/cart/cart-store';
import {
  makeCartLine,
  makeDeliveryDetails,
  ORDER_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { Component as CheckoutPage } from './checkout';

vi.mock('../../features/payments/start-payment', () => ({ startPayment: vi.fn() }));

const ORDERS = 'POST /api/orders';
const RATES = {
  'GET /api/delivery/charges': {
    status: 200,
    body: {
      charges: DISTRICTS.map((district) => ({
        district,
        province: '',
        charge: district === 'Jaffna' ? 1500 : 0,
      })),
      freeThreshold: 100_000,
    },
  },
};

const open = () => renderWithProviders(<CheckoutPage />, { path: '/checkout' });
const summary = () => screen.getByRole('region', { name: 'Order Summary' });

beforeEach(() => {
  // 2 × Rs. 30,000
  localStorage.setItem('cart', JSON.stringify([makeCartLine({ quantity: 2 })]));
  reloadCart();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadCart();
});

describe('the checkout of a delivery in Sri Lanka (issue #17)', () => {
  it("shows the district's charge as soon as it is chosen, and sends the total with it", async () => {
    const api = stubApi({ ...RATES, [ORDERS]: { status: 201, body: { id: ORDER_ID } } });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(summary()).toHaveTextContent('Choose your district to see the delivery charge');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Jaffna');
    await vi.waitFor(() => expect(summary()).toHaveTextContent(/Delivery\s*LKR\s?1,500\.00/));
    expect(summary()).toHaveTextContent(/Total\s*LKR\s?61,500\.00/);
    expect(summary()).toHaveTextContent('Free delivery on orders of LKR 100,000.00 or more');

    await userEvent.type(screen.getByLabelText('First name'), 'Kumar');
    await userEvent.type(screen.getByLabelText('Last name'), 'Sivakumar');
    await userEvent.type(screen.getByLabelText('Phone'), '077 123 4567');
    await userEvent.type(screen.getByLabelText('City'), 'Jaffna');
    await userEvent.type(screen.getByLabelText('Address'), '5 Hospital Road');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(api.to(ORDERS)).toHaveLength(1));
    expect(api.to(ORDERS)[0]!.body).toMatchObject({
      customer: { district: 'Jaffna', phone: '+94771234567', zipCode: '' },
      total: 61500,
      deliveryCharge: 1500,
    });
  });

  it('charges nothing for a district the shop has not priced, nor for pickup', async () => {
    stubApi(RATES);
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Kandy');
    await vi.waitFor(() => expect(summary()).toHaveTextContent(/Delivery\s*LKR\s?0\.00/));
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    expect(summary()).not.toHaveTextContent('Delivery');
    expect(summary()).toHaveTextContent(/Total\s*LKR\s?60,000\.00/);
  });

  it('waits for the charges before an order can be placed, and says when they cannot be read', async () => {
    stubApi({ 'GET /api/delivery/charges': { status: 500 } });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Jaffna');
    expect(await within(summary()).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The delivery charges could not be loaded. Please reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('fills the form with the details the last order left', async () => {
    stubApi({
      ...RATES,
      'GET /api/auth/delivery-details': {
        status: 200,
        // Kumar Sivakumar, 5 Hospital Road, Point Pedro, Jaffna.
        body: { details: makeDeliveryDetails() },
      },
    });
    open();
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked());
    expect(await screen.findByLabelText('First name')).toHaveValue('Kumar');
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+94771234567');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Jaffna');
    expect(screen.getByLabelText('City')).toHaveValue('Point Pedro');
    expect(screen.getByLabelText('Postcode (optional)')).toHaveValue('40000');
    await vi.waitFor(() => expect(summary()).toHaveTextContent(/Delivery\s*LKR\s?1,500\.00/));
  });
});
