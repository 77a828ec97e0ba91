import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADDRESS_MESSAGES,
  CHECKOUT_MESSAGES,
  deliverOnlyToMessage,
  QUOTED_ORDER_TEXTS,
  type User,
} from '@avstore/core';
import {
  BANK_DETAILS,
  makePublicConfig,
  makeQuotation,
  QUOTATION_ID,
  renderWithProviders,
  SIGNED_IN_USER,
  signIn,
  stubApi,
  type Answer,
} from '../../../testing';
import { QuotedOrderForm } from './quoted-order-form';

const pay = vi.fn(() => Promise.resolve());
const onPlaced = vi.fn();

const ORDER = 'fedcba98-0000-4000-8000-000000000000';
const ACCEPTED = makeQuotation({ status: 'accepted', total: 145_000 });
const ORDER_KEY = `POST /api/quotations/${QUOTATION_ID}/order`;

function shop({
  confirmed = true,
  countries = ['Sri Lanka'],
  order = { status: 201, body: { id: ORDER } },
}: { confirmed?: boolean; countries?: string[]; order?: Answer | Answer[] } = {}) {
  return stubApi({
    'GET /api/config': {
      status: 200,
      body: makePublicConfig({ bank: BANK_DETAILS, deliveryCountries: countries }),
    },
    'GET /api/auth/me': {
      status: 200,
      body: { user: { ...SIGNED_IN_USER, emailConfirmed: confirmed } satisfies User },
    },
    [ORDER_KEY]: order,
  });
}

const open = () =>
  renderWithProviders(<QuotedOrderForm quotation={ACCEPTED} pay={pay} onPlaced={onPlaced} />);
const payment = () => screen.getByRole('group', { name: 'Payment method' });
const place = () => userEvent.click(screen.getByRole('button', { name: QUOTED_ORDER_TEXTS.place }));

async function fillSriLankanDelivery() {
  await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
  await userEvent.type(screen.getByLabelText('First name'), 'Dilani');
  await userEvent.type(screen.getByLabelText('Last name'), 'Jayasuriya');
  await userEvent.type(screen.getByLabelText('Phone'), '0771234567');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Kandy');
  await userEvent.type(screen.getByLabelText('City'), 'Kandy');
  await userEvent.type(screen.getByLabelText('Address'), '12 Temple Road');
}

beforeEach(() => {
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  pay.mockClear();
  onPlaced.mockClear();
  localStorage.clear();
});

describe('QuotedOrderForm', () => {
  it('offers delivery or pickup, then bank transfer first, card, KOKO and cash', async () => {
    shop();
    open();
    expect(screen.getByText(QUOTED_ORDER_TEXTS.chooseDelivery)).toBeInTheDocument();
    expect(screen.getByText(QUOTED_ORDER_TEXTS.deliveryQuoted)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: QUOTED_ORDER_TEXTS.place })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    const transfer = await within(payment()).findByRole('radio', { name: 'Bank transfer' });
    expect(
      within(payment())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['bank_transfer', 'card', 'koko', 'cash']);
    expect(transfer).toBeChecked();
    const note = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(within(note).getByText('1000 2345 6789')).toBeInTheDocument();
    // The organisation is the quotation's: not asked again.
    expect(screen.queryByText('Buying for an organisation?')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'District' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: QUOTED_ORDER_TEXTS.title })).toHaveTextContent(
      /Total\s*LKR\s?145,000\.00/,
    );
  });

  it('shows a bank transfer to an unconfirmed account but chooses card', async () => {
    shop({ confirmed: false });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    const transfer = within(payment()).getByRole('radio', { name: 'Bank transfer' });
    await vi.waitFor(() => expect(transfer).toBeDisabled());
    expect(within(payment()).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Collect your order from our store' })).toBeVisible();
  });

  it("puts each message of core's schema under its field, and sends nothing", async () => {
    const api = shop();
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await place();
    await vi.waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
        CHECKOUT_MESSAGES.required,
      ),
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      CHECKOUT_MESSAGES.required,
    );
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveAccessibleDescription(
      ADDRESS_MESSAGES.chooseDistrict,
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      CHECKOUT_MESSAGES.required,
    );
    // Beside the hint of a mobile for a delivery in Sri Lanka.
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(ADDRESS_MESSAGES.invalidMobile),
    );
    expect(api.to(ORDER_KEY)).toHaveLength(0);
  });

  it('says at once that the shop does not deliver to a country', async () => {
    shop();
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      deliverOnlyToMessage(['Sri Lanka']),
    );
  });

  it('sends the delivery and a card payment, then starts the payment as the checkout does', async () => {
    const api = shop();
    open();
    await fillSriLankanDelivery();
    await userEvent.click(within(payment()).getByRole('radio', { name: 'Card' }));
    await place();
    await vi.waitFor(() => expect(pay).toHaveBeenCalledWith(ORDER, 'card'));
    expect(onPlaced).toHaveBeenCalledOnce();
    expect(api.to(ORDER_KEY)[0]?.body).toMatchObject({
      email: SIGNED_IN_USER.email,
      firstName: 'Dilani',
      lastName: 'Jayasuriya',
      phone: '+94771234567',
      country: 'Sri Lanka',
      district: 'Kandy',
      city: 'Kandy',
      address: '12 Temple Road',
      deliveryMethod: 'delivery',
      paymentMethod: 'card',
    });
  });

  it("puts the server's refusal of a field under it, and any other above the form", async () => {
    shop({
      countries: ['Sri Lanka', 'India'],
      order: [
        { status: 400, body: { message: 'country: We deliver only to Sri Lanka' } },
        { status: 409, body: { message: 'Only 1 items of Speaker are available.' } },
      ],
    });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India');
    await userEvent.type(screen.getByLabelText('First name'), 'Dilani');
    await userEvent.type(screen.getByLabelText('Last name'), 'Jayasuriya');
    await userEvent.type(screen.getByLabelText('Phone'), '+91 44 2345 6789');
    await userEvent.type(screen.getByLabelText('Address'), '12 Mount Road');
    await userEvent.type(screen.getByLabelText('City'), 'Chennai');
    await userEvent.type(screen.getByLabelText('Zip code'), '600002');
    await place();
    expect(
      await screen.findByText('We deliver only to Sri Lanka', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'We deliver only to Sri Lanka',
    );
    await place();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 items of Speaker');
    expect(pay).not.toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
