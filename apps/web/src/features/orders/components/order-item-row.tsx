import { formatRs, type OrderItem } from '@avstore/core';
import { OrderLinePromo } from '../../../components/order-line-promo';
import { LinePicture, ProductLine } from '../../../components/product-line';

/** One line of an order in the details modal (docs/product.md §2). */
export function OrderItemRow({ item }: { item: OrderItem }) {
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
              <span className="sr-only">Was </span>
              {formatRs(item.originalPrice)}
            </p>
          ) : null}
          <p className="font-semibold">{formatRs(item.price)} Each</p>
        </div>
      }
    >
      {item.category ? <p className="text-sm text-slate-600">{item.category}</p> : null}
      <p className="text-sm">Qty: {item.quantity}</p>
      <OrderLinePromo item={item} />
    </ProductLine>
  );
}
