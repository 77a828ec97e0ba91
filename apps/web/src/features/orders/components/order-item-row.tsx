import { formatRsIn, type OrderItem } from '@avstore/core';
import { OrderLinePromo } from '../../../components/order-line-promo';
import { LinePicture, ProductLine } from '../../../components/product-line';
import { useCategoryName, useScreenLanguage } from '../../../i18n/common';
import { useOrdersT } from '../../../i18n/orders';

/** One line of an order in the details modal (docs/product.md §2). */
export function OrderItemRow({ item }: { item: OrderItem }) {
  const t = useOrdersT();
  const language = useScreenLanguage();
  const categoryName = useCategoryName();
  const struck = item.originalPrice != null && item.originalPrice !== item.price;
  return (
    <ProductLine
      name={item.name}
      slug={item.slug}
      nameAs="h4"
      className="flex gap-4 py-4"
      picture={<LinePicture picture={item.images?.[0]} size={80} alt={item.name} />}
      end={
        <div className="text-right text-sm">
          {struck ? (
            <p className="text-slate-500 line-through">
              <span className="sr-only">{t('was')}</span>
              {formatRsIn(language, item.originalPrice)}
            </p>
          ) : null}
          <p className="font-semibold">{t('each', { price: formatRsIn(language, item.price) })}</p>
        </div>
      }
    >
      {item.category ? (
        <p className="text-sm text-slate-600">{categoryName(item.category)}</p>
      ) : null}
      <p className="text-sm">{t('qty', { quantity: item.quantity })}</p>
      <OrderLinePromo item={item} />
    </ProductLine>
  );
}
