import type { DeliveryMethod, OrderStatus } from './methods';

/**
 * Where an order may go from each status, in the words of its delivery method (docs/product.md §4
 * "Order status"): a delivery goes confirmed → dispatched → delivered, a pickup confirmed →
 * ready_for_collection → delivered ('collected'); the middle step is optional (a shop's own van
 * goes straight to delivered). Pending or confirmed may be cancelled; once dispatched or ready the
 * goods have left the shelf, so a cancellation (which puts the stock back) would not be true.
 * Nothing leaves delivered or cancelled.
 */
const NEXT: Record<DeliveryMethod, Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['dispatched', 'delivered', 'cancelled'],
    dispatched: ['delivered'],
    ready_for_collection: [],
    delivered: [],
    cancelled: [],
  },
  pickup: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['ready_for_collection', 'delivered', 'cancelled'],
    dispatched: [],
    ready_for_collection: ['delivered'],
    delivered: [],
    cancelled: [],
  },
};

/** The statuses an order of `method` may move to from `status`. */
export function nextStatuses(status: OrderStatus, method: DeliveryMethod): readonly OrderStatus[] {
  return NEXT[method][status] ?? [];
}

/** Whether an order of `method` may move from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): boolean {
  return nextStatuses(from, method).includes(to);
}

/** The statuses an order of `method` may come to `to` from. */
export function statusesBefore(to: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  return (Object.keys(NEXT[method]) as OrderStatus[]).filter((from) =>
    NEXT[method][from].includes(to),
  );
}

/** Why a move is refused, as the back office shows it (409). */
export function refusedMoveMessage(
  from: OrderStatus,
  to: OrderStatus,
  method: DeliveryMethod,
): string {
  if (to === 'dispatched' && method === 'pickup')
    return 'A pickup order is not dispatched: mark it ready for collection.';
  if (to === 'ready_for_collection' && method === 'delivery')
    return 'A delivery order is not collected: mark it dispatched.';
  if (to === 'cancelled' && (from === 'dispatched' || from === 'ready_for_collection'))
    return `An order that is ${statusWords(from)} cannot be cancelled: its goods have left the shelf.`;
  return `An order that is ${statusWords(from)} cannot become ${statusWords(to)}.`;
}

/** 'ready_for_collection' → 'ready for collection': a status inside a sentence. */
export function statusWords(status: OrderStatus): string {
  return status.replaceAll('_', ' ');
}
