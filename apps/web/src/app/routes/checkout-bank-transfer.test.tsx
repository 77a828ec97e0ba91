import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@avstore/core';
import { makePublicConfig, ORDER_ID, SIGNED_IN_USER, stubApi } from '../../testing';
import { openCheckout as open, shopperWithCartInEachTest } from './checkout-test-setup';

const startPayment = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../features/payments/start-payment', () => ({ startPayment }));

const BANK = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};
const ORDERS = 'POST /api/orders';

const shop = ({
  bank = BANK,
  confirmed = true,
}: {
  bank?: typeof BANK | null;
  confirmed?: boolean;
}) =>
  stubApi({
    'GET /api/config': { status: 200, body: makePublicConfig({ bank }) },
    'GET /api/auth/me': {
      status: 200,
      body: { user: { ...SIGNED_IN_USER, emailConfirmed: confirmed } satisfies User },
    },
    [ORDERS]: { status: 201, body: { id: ORDER_ID } },
  });

const payment = () => screen.getByRole('group', { name: 'Payment method' });

shopperWithCartInEachTest(startPayment);

describe('paying by bank transfer at checkout', () => {
  it('is offered beside card, KOKO and cash, and shows the account once chosen', async () => {
    shop({});
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    const transfer = await within(payment()).findByRole('radio', { name: 'Bank transfer' });
    expect(
      within(payment())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['card', 'koko', 'cash', 'bank_transfer']);
    expect(transfer).toHaveAccessibleDescription('Pay into our bank account, then upload the slip');
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();

    await userEvent.click(transfer);
    const note = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(note).toHaveTextContent('We hold your items for 3 days');
    expect(within(note).getByText('1000 2345 6789')).toBeInTheDocument();
    expect(within(note).getByText('Commercial Bank of Ceylon')).toBeInTheDocument();
  });

  it('places the order, empties the cart and goes to the success page, paying nothing here', async () => {
    const api = shop({});
    const { location } = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await userEvent.type(screen.getByLabelText('First name'), 'Nimal');
    await userEvent.type(screen.getByLabelText('Last name'), 'Perera');
    await userEvent.type(screen.getByLabelText('Phone'), '0771234567');
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
    expect(location()).toBe(`/payment/success?orderId=${ORDER_ID}`);
    expect(api.to(ORDERS)[0]?.body).toMatchObject({
      paymentMethod: 'bank_transfer',
      customer: { paymentMethod: 'bank_transfer' },
    });
    expect(startPayment).not.toHaveBeenCalled();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('is shown but cannot be chosen by an account whose address is not confirmed', async () => {
    shop({ confirmed: false });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await vi.waitFor(() =>
      expect(within(payment()).getByRole('radio', { name: 'Bank transfer' })).toBeDisabled(),
    );
    expect(
      within(payment()).getByRole('radio', { name: 'Bank transfer' }),
    ).toHaveAccessibleDescription('Confirm your e-mail address to pay by bank transfer');
  });

  it('is not offered while the shop has given no bank account', async () => {
    shop({ bank: null });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await within(payment()).findByRole('radio', { name: 'Cash' });
    expect(
      within(payment()).queryByRole('radio', { name: 'Bank transfer' }),
    ).not.toBeInTheDocument();
    expect(within(payment()).getAllByRole('radio')).toHaveLength(3);
  });
});
