import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, promoUses } from '../../db/schema';

/** Which products carry a promo code, and how often each was used. */
export async function listPromotions(db: Db) {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      promoCode: products.promoCode,
      promoDiscount: products.promoDiscount,
      archivedAt: products.archivedAt,
      uses: sql<number>`count(${promoUses.productId})::int`,
    })
    .from(products)
    .leftJoin(promoUses, eq(promoUses.productId, products.id))
    .where(isNotNull(products.promoCode))
    .groupBy(products.id)
    .orderBy(asc(products.name));
  return {
    items: rows.map((r) => ({
      productId: r.productId,
      productName: r.productName,
      promoCode: r.promoCode!,
      promoDiscount: r.promoDiscount ?? 0,
      uses: r.uses,
      archived: r.archivedAt !== null,
    })),
  };
}
