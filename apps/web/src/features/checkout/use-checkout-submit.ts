import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_DELIVERY_COUNTRIES,
  type CheckoutFormData,
  type DeliveryMethod,
  type PaymentMethod,
} from '@avstore/core';
import { ApiError } from '../../lib/api-client';
import { orderErrorMessage } from './checkout-errors';
import type { CustomerFields, FieldErrors } from './customer-values';
import { refusalField } from './refusal-field';

/** What the checkout form holds when an order is placed. */
export interface CheckoutForm {
  fields: CustomerFields;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** Where the shop delivers (the public config's DELIVERY_COUNTRIES). */
  deliveryCountries?: readonly string[];
}

/** How one kind of order is sent: the cart's, or a quotation's. */
export interface OrderSender {
  /** Sends the form's checked data; gives the new order's id. */
  send: (data: CheckoutFormData) => Promise<string>;
  /** Runs once a cash or bank-transfer order is placed, before the success page. */
  placedForGood?: () => void;
}

/**
 * Placing an order from the checkout's form, for the cart's checkout and a quotation's order
 * alike: the form checked with the core schema and where the shop delivers (a message under each
 * field at fault, as for a refusal of the server's that names one), the order sent, then a card
 * or KOKO order handed to `pay`, and a cash or bank-transfer one, placed for good, shown on the
 * success page.
 */
export function useCheckoutSubmit(pay: (orderId: string, method: PaymentMethod) => Promise<void>) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Counts the times messages were put under the fields, so the page can take the shopper there.
  const [fieldErrorsShown, setFieldErrorsShown] = useState(0);
  const showFieldErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    setFieldErrorsShown((n) => n + 1);
  };

  async function submit(
    {
      fields,
      deliveryMethod,
      paymentMethod,
      deliveryCountries = DEFAULT_DELIVERY_COUNTRIES,
    }: CheckoutForm,
    sender: OrderSender,
  ) {
    let validation: typeof import('./validate-checkout');
    try {
      validation = await import('./validate-checkout');
    } catch {
      setError(CHECKOUT_MESSAGES.processFailed); // its chunk could not be loaded
      return;
    }
    const parsed = validation.validateCheckout(
      { ...fields, deliveryMethod, paymentMethod },
      deliveryCountries,
    );
    if ('errors' in parsed) {
      showFieldErrors(parsed.errors);
      return;
    }
    setFieldErrors({});
    setError(undefined);
    setProcessing(true);
    try {
      const id = await sender.send(parsed.data);
      if (paymentMethod === 'cash' || paymentMethod === 'bank_transfer') {
        // Placed for good: the success page says how to pay.
        sender.placedForGood?.();
        void navigate(`/payment/success?orderId=${id}`);
        return;
      }
      await pay(id, paymentMethod);
    } catch (failure) {
      const atField = failure instanceof ApiError ? refusalField(failure.message) : undefined;
      if (atField) showFieldErrors({ [atField.field]: atField.message });
      else setError(orderErrorMessage(failure));
      setProcessing(false);
    }
  }

  return {
    submit,
    processing,
    error,
    fieldErrors,
    /** Changes each time messages are put under the fields (on placing, not while typing). */
    fieldErrorsShown,
    setFieldErrors,
    setError,
    setProcessing,
  };
}
