import type { Order } from '@avstore/core';

/** The number of pieces in an order (sum of quantities), as '1 item' or '3 items'. */
export function itemCountLabel(items: Order['items'] | null | undefined): string {
  const count = (items ?? []).reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
