import { formatCents, formatLKR, orderSavingsCents, toCents, type AdminOrder } from '@avstore/core';
import { OrderLinePromo } from '../../../../components/order-line-promo';
import { lineTotalText, ProductLine } from '../../../../components/product-line';
import { Thumbnail } from '../thumbnail';
import { card } from '../ui';

/** The lines as the shopper bought them: price paid, list price, promo, line total. */
export function OrderItems({ order }: { order: AdminOrder }) {
  const savings = orderSavingsCents(
    order.items.map((i) => ({
      unitCents: toCents(i.price),
      originalCents: toCents(i.originalPrice),
      quantity: i.quantity,
    })),
  );
  return (
    <section className={`${card} p-6`} aria-labelledby="order-items">
      <h2 id="order-items" className="text-lg font-semibold">
        Items
      </h2>
      <ul className="divide-y divide-slate-100">
        {order.items.map((item, index) => (
          <ProductLine
            key={`${item.productId}-${index}`}
            name={item.name}
            className="flex gap-4 py-3"
            picture={<Thumbnail picture={item.images[0]} alt={item.name} size={64} />}
            end={
              <div className="text-right text-sm">
                <p>
                  {item.quantity} × {formatLKR(item.price)}
                </p>
                {item.originalPrice !== item.price ? (
                  <p className="text-slate-500 line-through">
                    <span className="sr-only">List price </span>
                    {formatLKR(item.originalPrice)}
                  </p>
                ) : null}
                <p className="font-semibold">{lineTotalText(item.price, item.quantity)}</p>
              </div>
            }
          >
            <p className="text-sm text-slate-600">{item.category}</p>
            <OrderLinePromo item={item} />
          </ProductLine>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3 text-sm">
        {savings > 0 ? (
          <div className="flex justify-between text-emerald-800">
            <dt>Savings on list prices</dt>
            <dd>{formatCents(savings)}</dd>
          </div>
        ) : null}
        {order.deliveryMethod === 'delivery' || order.deliveryCharge > 0 ? (
          <div className="flex justify-between">
            <dt>Delivery charge{order.customer.district ? ` (${order.customer.district})` : ''}</dt>
            <dd>{formatLKR(order.deliveryCharge)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg">
          <dt>Total</dt>
          <dd className="font-bold">{formatLKR(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
