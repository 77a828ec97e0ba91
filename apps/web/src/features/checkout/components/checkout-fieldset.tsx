import { lazy, Suspense } from 'react';
import type { PaymentMethod } from '@avstore/core';
import { FormError } from '../../../components/form-fields';
import { useCheckoutT, useCheckoutText } from '../../../i18n/checkout';
import { deliveryChoices } from '../delivery-choices';
import type { paymentChoices } from '../payment-choices';
import type { useCheckoutForm } from '../use-checkout-form';
import { ChoiceCards } from './choice-cards';
import { CustomerFieldset } from './customer-fields';
import { PickupDetails } from './pickup-details';

// Fetched once a bank transfer is chosen: the checkout's own chunk, and the list of what the first
// screen may need, carry none of it.
const BankTransferNote = lazy(() => import('./bank-transfer-note'));

interface CheckoutFieldsetProps {
  /** The form's fields and delivery choice (useCheckoutForm). */
  form: Omit<ReturnType<typeof useCheckoutForm>, 'form'>;
  processing: boolean;
  /** A refusal that names no field, shown above the form. */
  error: string | undefined;
  payment: {
    choices: ReturnType<typeof paymentChoices>;
    value: PaymentMethod | undefined;
    onChange: (method: PaymentMethod) => void;
  };
  /** Asked unless the order names it already (a quotation's does). */
  withOrganisation?: boolean;
  /** Said under the ways to receive the order. */
  deliveryNote?: string;
  /** Said until a way to receive the order is chosen. */
  chooseDelivery: string;
}

/**
 * The checkout's form (docs/product.md §2 Checkout), for the cart's order and a quotation's: how
 * the order is received (the store's address and hours for pickup), the shopper's details with
 * the address for a delivery, and the ways to pay, the bank's account once a transfer is chosen.
 */
export function CheckoutFieldset({
  form,
  processing,
  error,
  payment,
  withOrganisation,
  deliveryNote,
  chooseDelivery,
}: CheckoutFieldsetProps) {
  const { deliveryMethod } = form;
  const t = useCheckoutT();
  const known = useCheckoutText();
  return (
    <fieldset disabled={processing} className="flex min-w-0 flex-col gap-8">
      <FormError message={known(error)} />
      <ChoiceCards
        legend={t('deliveryMethod')}
        name="deliveryMethod"
        choices={deliveryChoices(form.deliveryCountries, t)}
        value={deliveryMethod}
        onChange={form.setDeliveryMethod}
      />
      {deliveryNote ? <p className="-mt-4 text-sm text-slate-600">{deliveryNote}</p> : null}
      {deliveryMethod === 'pickup' ? <PickupDetails /> : null}
      {deliveryMethod ? (
        <>
          <CustomerFieldset
            values={form.fields}
            errors={form.errors}
            withAddress={deliveryMethod === 'delivery'}
            withOrganisation={withOrganisation}
            onChange={form.change}
          />
          <ChoiceCards
            legend={t('paymentMethod')}
            name="paymentMethod"
            choices={payment.choices}
            value={payment.value}
            onChange={payment.onChange}
          />
          {payment.value === 'bank_transfer' ? (
            <Suspense fallback={null}>
              <BankTransferNote />
            </Suspense>
          ) : null}
        </>
      ) : (
        <p className="text-slate-600">{chooseDelivery}</p>
      )}
    </fieldset>
  );
}
