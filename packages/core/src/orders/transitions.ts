import type { OrderStatus } from './order';

/**
 * Where an order may go from each status (docs/product.md §4 "Order status"): pending → confirmed →
 * delivered; pending or confirmed → cancelled. Nothing leaves delivered or cancelled.
 */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['dispatched', 'ready_for_collection', 'delivered', 'cancelled'],
  dispatched: ['delivered'],
  ready_for_collection: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order may come to `to` from. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT_STATUSES) as OrderStatus[]).filter((from) =>
    NEXT_STATUSES[from].includes(to),
  );
}
