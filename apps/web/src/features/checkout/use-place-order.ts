import { useQueryClient } from '@tanstack/react-query';
import { cartTotalCents, toRupees, type Cart, type PaymentMethod } from '@avstore/core';
import { useLanguage } from '../../i18n/language';
import { shopKeys } from '../../lib/query-keys';
import { createOrder, reportAppliedPromos } from './api/create-order';
import { useCheckoutSubmit, type CheckoutForm } from './use-checkout-submit';

export interface CheckoutChoices extends CheckoutForm {
  /** The delivery charge the page showed (core's deliveryChargeCents); the server checks it. */
  deliveryChargeCents: number;
}

/**
 * The cart's order (useCheckoutSubmit): created with the cart's lines and promos, its promos
 * recorded, then paid. A card or KOKO order leaves the cart as it is until its payment goes
 * through (the success page empties it then), so a declined or abandoned payment loses nothing;
 * a cash or bank-transfer order empties it at once.
 */
export function usePlaceOrder(
  cart: Cart,
  clearCart: () => void,
  pay: (orderId: string, method: PaymentMethod) => Promise<void>,
) {
  const queryClient = useQueryClient();
  // The order's mails and receipt are in the language it was placed in.
  const language = useLanguage();
  const { submit, ...state } = useCheckoutSubmit(pay);

  const place = ({ deliveryChargeCents, ...form }: CheckoutChoices) =>
    submit(form, {
      placedForGood: clearCart,
      send: async (data) => {
        const promoCodeList = cart
          .filter((l) => l.appliedPromoCode)
          .map((l) => ({ productId: l.id, promoCode: l.appliedPromoCode! }));
        const { id } = await createOrder({
          customer: { ...data, promoCodeList },
          items: cart.map((l) => ({
            id: l.id,
            name: l.name,
            price: l.price,
            quantity: l.quantity,
            appliedPromoCode: l.appliedPromoCode,
          })),
          total: toRupees(cartTotalCents(cart) + deliveryChargeCents),
          deliveryCharge: toRupees(deliveryChargeCents),
          deliveryMethod: form.deliveryMethod,
          paymentMethod: form.paymentMethod,
          // English is the server's default: an English order's call stays the spec's.
          ...(language !== 'en' && { language }),
        });
        await reportAppliedPromos(promoCodeList);
        void queryClient.invalidateQueries({ queryKey: shopKeys.orders() });
        void queryClient.invalidateQueries({ queryKey: shopKeys.promos() });
        // The order kept these details for the next checkout.
        void queryClient.invalidateQueries({ queryKey: shopKeys.deliveryDetails() });
        return id;
      },
    });

  return { place, ...state };
}
