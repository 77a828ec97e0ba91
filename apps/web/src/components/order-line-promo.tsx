import type { OrderItem } from '@avstore/core';

/** The promo an order line was bought with, 'Promo SPECIAL10 (10% off)' (docs/product.md §2). */
export function OrderLinePromo({
  item,
}: {
  item: Pick<OrderItem, 'appliedPromoCode' | 'promoDiscount'>;
}) {
  if (!item.appliedPromoCode) return null;
  return (
    <p className="text-xs font-semibold text-violet-700">
      Promo {item.appliedPromoCode}
      {item.promoDiscount ? ` (${item.promoDiscount}% off)` : ''}
    </p>
  );
}
