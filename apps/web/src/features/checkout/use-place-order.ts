import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  cartTotalCents,
  CHECKOUT_MESSAGES,
  DEFAULT_DELIVERY_COUNTRIES,
  toRupees,
  type Cart,
  type DeliveryMethod,
  type PaymentMethod,
} from '@avstore/core';
import { ApiError } from '../../lib/api-client';
import { shopKeys } from '../../lib/query-keys';
import { createOrder, reportAppliedPromos } from './api/create-order';
import { orderErrorMessage } from './checkout-errors';
import type { CustomerFields, FieldErrors } from './customer-values';
import { refusalField } from './refusal-field';

export interface CheckoutChoices {
  fields: CustomerFields;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** The delivery charge the page showed (core's deliveryChargeCents); the server checks it. */
  deliveryChargeCents: number;
  /** Where the shop delivers (the public config's DELIVERY_COUNTRIES). */
  deliveryCountries?: readonly string[];
}

/**
 * Validates the form with the core schema (a message under each field at fault, as for a
 * refusal of the server's that names one), creates the order, records its promos, then hands
 * the order to `pay` (card, KOKO) or, for cash or a bank transfer, empties the cart and shows the
 * success page. A card or KOKO order leaves the cart as it is until its payment goes through (the
 * success page empties it then), so a declined or abandoned payment loses nothing.
 */
export function usePlaceOrder(
  cart: Cart,
  clearCart: () => void,
  pay: (orderId: string, method: PaymentMethod) => Promise<void>,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Counts the times messages were put under the fields, so the page can take the shopper there.
  const [fieldErrorsShown, setFieldErrorsShown] = useState(0);
  const showFieldErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    setFieldErrorsShown((n) => n + 1);
  };

  async function place({
    fields,
    deliveryMethod,
    paymentMethod,
    deliveryChargeCents,
    deliveryCountries = DEFAULT_DELIVERY_COUNTRIES,
  }: CheckoutChoices) {
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
    const promoCodeList = cart
      .filter((l) => l.appliedPromoCode)
      .map((l) => ({ productId: l.id, promoCode: l.appliedPromoCode! }));
    try {
      const { id } = await createOrder({
        customer: { ...parsed.data, promoCodeList },
        items: cart.map((l) => ({
          id: l.id,
          name: l.name,
          price: l.price,
          quantity: l.quantity,
          appliedPromoCode: l.appliedPromoCode,
        })),
        total: toRupees(cartTotalCents(cart) + deliveryChargeCents),
        deliveryCharge: toRupees(deliveryChargeCents),
        deliveryMethod,
        paymentMethod,
      });
      await reportAppliedPromos(promoCodeList);
      void queryClient.invalidateQueries({ queryKey: shopKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: shopKeys.promos() });
      // The order kept these details for the next checkout.
      void queryClient.invalidateQueries({ queryKey: shopKeys.deliveryDetails() });
      if (paymentMethod === 'cash' || paymentMethod === 'bank_transfer') {
        // A cash or bank-transfer order is placed for good: the cart has done its work, and the
        // success page says how to pay.
        clearCart();
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
    place,
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
