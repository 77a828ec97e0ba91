import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@avstore/core';
import {
  BANK_DETAILS,
  makePublicConfig,
  makeQuotation,
  QUOTATION_ID,
  renderWithProviders,
  SIGNED_IN_USER,
  signIn,
  stubApi,
} from '../../testing';
import { Component as QuotationsPage } from './account-quotations';

const startPayment = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../features/payments/start-payment', () => ({ startPayment }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  startPayment.mockClear();
  localStorage.clear();
});

const ID = QUOTATION_ID;
const ORDER = 'fedcba98-0000-4000-8000-000000000000';
const SENT = makeQuotation();

function shop() {
  return stubApi({
    'GET /api/config': { status: 200, body: makePublicConfig({ bank: BANK_DETAILS }) },
    'GET /api/auth/me': {
      status: 200,
      body: { user: { ...SIGNED_IN_USER, emailConfirmed: true } satisfies User },
    },
    [`GET /api/quotations/${ID}`]: { status: 200, body: SENT },
    [`POST /api/quotations/${ID}/accept`]: { status: 200, body: { ...SENT, status: 'accepted' } },
    [`POST /api/quotations/${ID}/order`]: { status: 201, body: { id: ORDER } },
  });
}

const open = () =>
  renderWithProviders(<QuotationsPage />, {
    path: `/account/quotations/${ID}`,
    route: '/account/quotations/:id',
  });

async function accept() {
  await userEvent.click(await screen.findByRole('button', { name: 'Accept quotation' }));
}

describe('a quotation of the shopper', () => {
  it('is accepted, then ordered for pickup by bank transfer, and goes to its success page', async () => {
    signIn();
    const api = shop();
    const { location } = open();
    await accept();
    await userEvent.click(await screen.findByRole('radio', { name: 'Store pickup' }));
    await userEvent.type(screen.getByLabelText('First name'), 'Nimal');
    await userEvent.type(screen.getByLabelText('Last name'), 'Perera');
    await userEvent.type(screen.getByLabelText('Phone'), '+94 77 123 4567');
    expect(await screen.findByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place order at the quoted prices' }));
    await vi.waitFor(() => expect(location()).toBe(`/payment/success?orderId=${ORDER}`));
    expect(api.to(`POST /api/quotations/${ID}/order`)[0]?.body).toMatchObject({
      email: SIGNED_IN_USER.email,
      firstName: 'Nimal',
      lastName: 'Perera',
      phone: '+94771234567',
      deliveryMethod: 'pickup',
      paymentMethod: 'bank_transfer',
    });
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('is ordered for delivery and paid by KOKO: the payment starts as at checkout', async () => {
    signIn();
    shop();
    open();
    await accept();
    await userEvent.click(await screen.findByRole('radio', { name: 'Delivery' }));
    await userEvent.type(screen.getByLabelText('First name'), 'Nimal');
    await userEvent.type(screen.getByLabelText('Last name'), 'Perera');
    await userEvent.type(screen.getByLabelText('Phone'), '0771234567');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Colombo');
    await userEvent.type(screen.getByLabelText('City'), 'Colombo 07');
    await userEvent.type(screen.getByLabelText('Address'), '1 Reid Avenue');
    const payment = screen.getByRole('group', { name: 'Payment method' });
    await userEvent.click(within(payment).getByRole('radio', { name: 'KOKO' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order at the quoted prices' }));
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalledWith(ORDER, 'koko'));
  });
});
