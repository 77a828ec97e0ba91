import type { CreateOrderRequest, PromoEntry } from '@avstore/core';
import { api } from '../../../lib/api-client';

export const createOrder = (request: CreateOrderRequest) =>
  api<{ id: string }>('/orders', { method: 'POST', body: request });

/** spec §4: after the order, the applied promo codes are sent; a failure is only logged. */
export async function reportAppliedPromos(promos: PromoEntry[]): Promise<void> {
  if (promos.length === 0) return;
  try {
    await api('/auth/apply-promocode', { method: 'POST', body: { promos } });
  } catch (error) {
    console.warn('Could not record the applied promo codes', error);
  }
}
