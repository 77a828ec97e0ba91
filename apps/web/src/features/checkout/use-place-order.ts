import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  cartTotalCents,
  CHECKOUT_MESSAGES,
  toRupees,
  type Cart,
  type DeliveryMethod,
  type PaymentMethod,
} from '@avstore/core';
import { shopKeys } from '../../lib/query-keys';
import { createOrder, reportAppliedPromos } from './api/create-order';
import { orderErrorMessage } from './checkout-errors';
import type { CustomerFields, FieldErrors } from './customer-values';

export interface CheckoutChoices {
  fields: CustomerFields;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** The delivery charge the page showed (core's deliveryChargeCents); the server checks it. */
  deliveryChargeCents: number;
}

/**
 * Validates the form with the core schema, creates the order, records its promos, then hands
 * the order to `pay` (card, KOKO) or, for cash, empties the cart and shows the success page. A card
 * or KOKO order leaves the cart as it is until its payment goes through (the success page empties
 * it then), so a declined or abandoned payment loses nothing.
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

  async function place({
    fields,
    deliveryMethod,
    paymentMethod,
    deliveryChargeCents,
  }: CheckoutChoices) {
    let validation: typeof import('./validate-checkout');
    try {
      validation = await import('./validate-checkout');
    } catch {
      setError(CHECKOUT_MESSAGES.processFailed); // its chunk could not be loaded
      return;
    }
    const parsed = validation.validateCheckout({ ...fields, deliveryMethod, paymentMethod });
    if ('errors' in parsed) {
      setFieldErrors(parsed.errors);
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
      if (paymentMethod === 'cash') {
        // A cash order is placed for good: the cart has done its work.
        clearCart();
        void navigate(`/payment/success?orderId=${id}`);
        return;
      }
      await pay(id, paymentMethod);
    } catch (failure) {
      setError(orderErrorMessage(failure));
      setProcessing(false);
    }
  }

  return { place, processing, error, fieldErrors, setError, setProcessing };
}
