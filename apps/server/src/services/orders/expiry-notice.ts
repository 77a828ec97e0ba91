import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { expiryMail } from '../mail/templates';
import type { ExpiryReason } from './expiry-sweep';
import { toOrders } from './order-view';

export interface ExpiryNoticeDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<
    Config,
    'SHOP_NAME' | 'SHOP_PHONE' | 'publicUrl' | 'ORDER_PAYMENT_TTL' | 'CASH_ORDER_TTL'
  >;
}

/** Mails the shopper of an order the sweep cancelled, saying why (docs/product.md §11). */
export function mailExpiredOrder({ db, mailer, config }: ExpiryNoticeDeps) {
  return async (orderId: string, reason: ExpiryReason): Promise<void> => {
    const rows = await db.select().from(orders).where(eq(orders.id, orderId));
    const [order] = await toOrders(db, rows);
    if (!order) return;
    const after = reason === 'unpaid' ? config.ORDER_PAYMENT_TTL : config.CASH_ORDER_TTL;
    await mailer.send(expiryMail(config, order, reason, after));
  };
}
