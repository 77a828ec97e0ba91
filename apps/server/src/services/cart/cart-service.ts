import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { freshCart, toSavedCart, type CartResponse, type SavedCartLine } from '@avstore/core';
import type { Db } from '../../db/database';
import { products, promoUses, savedCarts } from '../../db/schema';
import type { Catalogue } from '../catalogue/catalogue';

/**
 * The cart kept with a signed-in shopper's account (docs/product.md §4 "The cart kept with the
 * account"): the browser saves it while signed in and merges it at sign-in. Each account reads and
 * writes only its own; it is always answered as the shop sells it today.
 */
export function cartService({
  db,
  catalogue,
  maxPerLine,
}: {
  db: Db;
  catalogue: Catalogue;
  maxPerLine: number;
}) {
  /** The percent of each promo on these lines that is still good for the shopper. */
  async function goodPromos(userId: string, lines: readonly SavedCartLine[]) {
    const wanted = lines.filter((l) => l.promoCode);
    if (wanted.length === 0) return new Map<string, number>();
    const ids = wanted.map((l) => l.productId);
    const [offers, used] = await Promise.all([
      db
        .select({
          id: products.id,
          code: products.promoCode,
          percent: products.promoDiscount,
        })
        .from(products)
        .where(and(inArray(products.id, ids), isNotNull(products.promoCode))),
      db
        .select({ id: promoUses.productId })
        .from(promoUses)
        .where(and(eq(promoUses.userId, userId), inArray(promoUses.productId, ids))),
    ]);
    const usedIds = new Set(used.map((u) => u.id));
    const codes = new Map(wanted.map((l) => [l.productId, l.promoCode]));
    return new Map(
      offers.flatMap(({ id, code, percent }) =>
        percent && code?.toUpperCase() === codes.get(id) && !usedIds.has(id)
          ? [[id, percent] as const]
          : [],
      ),
    );
  }

  async function answer(userId: string, lines: readonly SavedCartLine[]): Promise<CartResponse> {
    if (lines.length === 0) return { lines: [] };
    const ids = lines.map((l) => l.productId);
    const [onSale, promoPercents] = await Promise.all([
      catalogue.products(ids),
      goodPromos(userId, lines),
    ]);
    return { lines: freshCart(lines, onSale, { maxPerLine, promoPercents }) };
  }

  async function held(userId: string): Promise<SavedCartLine[]> {
    const [row] = await db
      .select({ lines: savedCarts.lines })
      .from(savedCarts)
      .where(eq(savedCarts.userId, userId));
    return row?.lines ?? [];
  }

  return {
    /** The account's cart; empty until the first save. */
    async read(userId: string): Promise<CartResponse> {
      return answer(userId, await held(userId));
    },

    /**
     * Whether `lines` carry a promo code the account's cart does not hold already: the answer
     * says whether it is good, so it is a promo check, counted as one by the route.
     */
    async bringsNewCodes(userId: string, lines: readonly SavedCartLine[]): Promise<boolean> {
      if (!lines.some((l) => l.promoCode)) return false;
      const kept = new Set((await held(userId)).map((l) => `${l.productId} ${l.promoCode}`));
      return lines.some((l) => l.promoCode && !kept.has(`${l.productId} ${l.promoCode}`));
    },

    /**
     * Replaces the account's cart with `lines` (checked by core's SaveCartRequestSchema) and
     * answers it as read. One row per account: of concurrent saves, the last one stays.
     */
    async save(userId: string, lines: readonly SavedCartLine[]): Promise<CartResponse> {
      const fresh = await answer(userId, lines);
      // Kept as answered: what is no longer sold, or a promo no longer good, is not kept either.
      const held = toSavedCart(fresh.lines);
      await db
        .insert(savedCarts)
        .values({ userId, lines: held })
        .onConflictDoUpdate({
          target: savedCarts.userId,
          set: { lines: held, updatedAt: sql`now()` },
        });
      return fresh;
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
