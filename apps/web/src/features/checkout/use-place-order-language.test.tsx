import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@avstore/core';
import { LanguageContext } from '../../i18n/language';
import {
  cleanUpAfterEach,
  makeCartLine,
  ORDER_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { usePlaceOrder, type CheckoutChoices } from './use-place-order';

const ORDERS = 'POST /api/orders';

const pickup: CheckoutChoices = {
  fields: {
    email: 'nimal@example.com',
    firstName: 'Nimal',
    lastName: 'Perera',
    phone: '0771234567',
    country: 'Sri Lanka',
    address: '',
    city: '',
    zipCode: '',
    district: '',
  },
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  deliveryChargeCents: 0,
};

/** Places a cash pickup order from a page in `language`; gives the body the API was sent. */
async function orderIn(language: Language) {
  const api = stubApi({
    [ORDERS]: { status: 201, body: { id: ORDER_ID } },
    'POST /api/auth/apply-promocode': { status: 200, body: {} },
  });
  const result = { current: undefined as unknown as ReturnType<typeof usePlaceOrder> };
  function Probe() {
    result.current = usePlaceOrder(
      [makeCartLine()],
      vi.fn(),
      vi.fn(async () => {}),
    );
    return null;
  }
  renderWithProviders(
    <LanguageContext value={language}>
      <Probe />
    </LanguageContext>,
    { path: `/${language}/checkout` },
  );
  await act(() => result.current.place(pickup));
  return api.to(ORDERS)[0]?.body as Record<string, unknown>;
}

beforeEach(() => signIn());
cleanUpAfterEach();

describe("the order's language (issue #30)", () => {
  it.each(['si', 'ta'] as const)('is sent from a page in %s', async (language) => {
    expect((await orderIn(language)).language).toBe(language);
  });

  it('is left out from an English page, whose order the server takes as English', async () => {
    expect(await orderIn('en')).not.toHaveProperty('language');
  });
});
