import {
  nextStatuses as coreNextStatuses,
  OrderStatusSchema,
  type DeliveryMethod,
  type OrderStatus,
} from '@avstore/core';

export const ORDER_STATUSES: readonly OrderStatus[] = OrderStatusSchema.options;

/** The statuses an order may move to from `status` (the server answers 409 to any other). */
export function nextStatuses(status: string, method: DeliveryMethod): readonly OrderStatus[] {
  return isOrderStatus(status) ? coreNextStatuses(status, method) : [];
}

/** The button that moves an order to each status. */
export const STATUS_ACTIONS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  confirmed: 'Confirm order',
  dispatched: 'Mark as dispatched',
  ready_for_collection: 'Ready for collection',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return OrderStatusSchema.safeParse(value).success;
}
