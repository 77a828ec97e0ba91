import { eq } from 'drizzle-orm';
import { isBackOffice, type Order, type User, SERVER_MESSAGES } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import type { Clock } from '../clock';

type OrderRow = typeof orders.$inferSelect;

/** A visitor holding an order's id may read it this long after it was made (docs/product.md §6 "Reading an order"). */
export const ANONYMOUS_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What an order is opened for; each lets in fewer people than the one before:
 * - `read`: the owner, staff, and a visitor without a token within 24 hours (masked),
 * - `receipt`: the owner and staff,
 * - `pay`: the owner only, as paying opens a session in their name with their contact details.
 */
export type OrderPurpose = 'read' | 'receipt' | 'pay';

/** The whole order, or the visitor's masked view of it. */
export type OrderSight = 'full' | 'masked';

/**
 * The one rule for who may see an order (docs/product.md §6 "Reading an order"): its sight for this viewer
 * (undefined for a visitor) and purpose, or undefined when the order must not exist for them.
 */
export function orderSight(
  order: Pick<OrderRow, 'userId' | 'createdAt'>,
  viewer: User | undefined,
  purpose: OrderPurpose,
  now: Date,
): OrderSight | undefined {
  if (viewer) {
    if (viewer.id === order.userId) return 'full';
    return isBackOffice(viewer.role) && purpose !== 'pay' ? 'full' : undefined;
  }
  if (purpose !== 'read') return undefined;
  return now.getTime() - order.createdAt.getTime() > ANONYMOUS_WINDOW_MS ? undefined : 'masked';
}

/**
 * The order `orderId` as `viewer` may see it for `purpose`. One that is not theirs to see is
 * answered exactly as one that does not exist, so an id reveals nothing.
 */
export async function orderFor(
  db: DbOrTx,
  clock: Clock,
  orderId: string,
  viewer: User | undefined,
  purpose: OrderPurpose,
): Promise<{ row: OrderRow; sight: OrderSight }> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const sight = row && orderSight(row, viewer, purpose, clock());
  if (!row || !sight) throw notFound(SERVER_MESSAGES.orderNotFound);
  return { row, sight };
}

/** What a visitor without a token sees: e-mail and phone masked, no street address. */
export function masked(order: Order): Order {
  const [local = '', domain = ''] = order.customer.email.split('@');
  return {
    ...order,
    customer: {
      ...order.customer,
      email: `${local.slice(0, 1)}***@${domain}`,
      phone: `${'*'.repeat(Math.max(0, order.customer.phone.length - 4))}${order.customer.phone.slice(-4)}`,
      address: '',
      zipCode: '',
    },
  };
}
