import { eq } from 'drizzle-orm';
import type { Language } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema';

/** The language `orderId` was placed in; English for an order that is not there. */
export async function orderLanguage(db: DbOrTx, orderId: string): Promise<Language> {
  const [row] = await db
    .select({ language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.language ?? 'en';
}
