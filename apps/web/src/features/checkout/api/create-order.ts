import type {
  ApplyPromosRequest,
  CreateOrderRequest,
  CreateOrderResponse,
  PromoEntry,
} from '@avstore/core';
import { api } from '../../../lib/api-client';

export const createOrder = (request: CreateOrderRequest) =>
  api<CreateOrderResponse>('/orders', { method: 'POST', body: request });

/** docs/product.md §4: after the order, the applied promo codes are sent; a failure is only logged. */
export async function reportAppliedPromos(promos: PromoEntry[]): Promise<void> {
  if (promos.length === 0) return;
  try {
    const body: ApplyPromosRequest = { promos };
    await api('/auth/apply-promocode', { method: 'POST', body });
  } catch (error) {
    console.warn('Could not record the applied promo codes', error);
  }
}
