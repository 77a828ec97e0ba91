import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFormSchema, TAX_MESSAGES } from '@avstore/core';
import { makeCheckoutFields } from '../../../testing';
import type { CustomerFields, FieldErrors } from '../customer-values';
import { validateCheckout } from '../validate-checkout';
import { CustomerFieldset } from './customer-fields';

const FILLED = { firstName: 'Nimal', lastName: 'Perera', phone: '0771234567' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Form({ errors = {}, seen }: { errors?: FieldErrors; seen?: (v: CustomerFields) => void }) {
  const [values, setValues] = useState(makeCheckoutFields(FILLED));
  return (
    <CustomerFieldset
      values={values}
      errors={errors}
      withAddress={false}
      onChange={(name, value) =>
        setValues((v) => {
          const next = { ...v, [name]: value };
          seen?.(next);
          return next;
        })
      }
    />
  );
}

/** A screen as wide as `px`, as matchMedia answers for Tailwind's sm. */
const screenWidth = (px: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 640px)' && px >= 640,
    media: query,
  }));

describe("the checkout's organisation fields", () => {
  it("on a phone, are folded under 'Buying for an organisation?' until opened", async () => {
    screenWidth(390);
    let values: CustomerFields | undefined;
    render(<Form seen={(v) => (values = v)} />);
    const organisation = screen.getByLabelText('Organisation name (optional)');
    expect(organisation).not.toBeVisible();
    await userEvent.click(screen.getByText('Buying for an organisation?'));
    expect(organisation).toBeVisible();
    await userEvent.type(organisation, 'Trinity College');
    await userEvent.type(screen.getByLabelText('VAT number (optional)'), '123456789 7000');
    expect(values).toMatchObject({ organisation: 'Trinity College', vatNumber: '123456789 7000' });
    // Sent as core reads them: the VAT number in the Inland Revenue's form.
    const parsed = CheckoutFormSchema.parse({
      ...values,
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    expect(parsed).toMatchObject({ organisation: 'Trinity College', vatNumber: '123456789-7000' });
  });

  it('on a wider screen, are open from the start', () => {
    screenWidth(1280);
    render(<Form />);
    expect(screen.getByLabelText('VAT number (optional)')).toBeVisible();
  });

  it("open to show a VAT number's message, which the checkout's check gives", () => {
    screenWidth(390);
    const checked = validateCheckout(
      {
        ...makeCheckoutFields(FILLED),
        vatNumber: '12345',
        deliveryMethod: 'pickup',
        paymentMethod: 'cash',
      },
      ['Sri Lanka'],
    );
    expect(checked).toEqual({ errors: { vatNumber: TAX_MESSAGES.vatNumber } });
    render(<Form errors={'errors' in checked ? checked.errors : {}} />);
    expect(screen.getByLabelText('VAT number (optional)')).toBeVisible();
    expect(screen.getByText(TAX_MESSAGES.vatNumber)).toBeVisible();
  });

  it('leave an order without them as it was: no organisation, no VAT number', () => {
    const parsed = CheckoutFormSchema.parse({
      ...makeCheckoutFields(FILLED),
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    expect(parsed.organisation ?? null).toBeNull();
    expect(parsed.vatNumber ?? null).toBeNull();
  });
});
