import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { products } from '../../db/schema';

/**
 * The products of `ids` still on sale, locked for the order's transaction (FOR UPDATE, in id
 * order, so two orders of the same products never wait on each other crosswise). A product
 * archived or gone is simply absent: the caller words the refusal.
 */
export async function lockProductsOnSale(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('update');
}
