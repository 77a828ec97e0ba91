import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { PROMO_MESSAGES, SERVER_MESSAGES } from '@avstore/core';
import type { Db } from '../../db/database';
import { products, promoUses } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/** Promo codes: checking one without using it, and the uses on record (docs/decisions/005-promo-codes-checked-on-server.md). */
export function promoService({ db }: { db: Db }) {
  /** The user's promo uses, newest first; only for `productIds` when given. */
  const usesOf = async (userId: string, productIds?: string[]) => {
    const rows = await db
      .select()
      .from(promoUses)
      .where(
        and(
          eq(promoUses.userId, userId),
          productIds ? inArray(promoUses.productId, productIds) : undefined,
        ),
      )
      .orderBy(desc(promoUses.appliedAt));
    return rows.map((r) => ({
      productId: r.productId,
      promoCode: r.promoCode,
      appliedAt: r.appliedAt.toISOString(),
      discount: r.discount,
    }));
  };

  return {
    /** Whether `promoCode` (upper-cased) is good for the user on this product; only reads. */
    async check(userId: string, productId: string, promoCode: string) {
      const [product] = await db
        .select({ promoCode: products.promoCode, promoDiscount: products.promoDiscount })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.archivedAt)));
      if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
      const [used] = await db
        .select({ productId: promoUses.productId })
        .from(promoUses)
        .where(and(eq(promoUses.userId, userId), eq(promoUses.productId, productId)));
      if (used) throw new AppError('conflict', PROMO_MESSAGES.alreadyApplied, 'promo_used');
      if (
        !product.promoCode ||
        !product.promoDiscount ||
        product.promoCode.toUpperCase() !== promoCode
      ) {
        throw new AppError('invalid', PROMO_MESSAGES.invalid, 'promo_invalid');
      }
      return { productId, promoCode, discount: product.promoDiscount };
    },

    /** Every promo the user has used (docs/product.md §7 GET /auth/user-promocodes). */
    usedBy: (userId: string) => usesOf(userId),

    /** Which of these products' promos are on record for the user; none asked, none given. */
    onRecord: async (userId: string, productIds: string[]) =>
      productIds.length ? usesOf(userId, productIds) : [],
  };
}

export type PromoService = ReturnType<typeof promoService>;
