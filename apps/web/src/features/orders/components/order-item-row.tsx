import { Link } from 'react-router';
import { formatRs, productPath, type OrderItem } from '@avstore/core';
import { OrderLinePromo } from '../../../components/order-line-promo';
import { ProductPicture } from '../../../components/product-picture';

/** One line of an order in the details modal (docs/product.md §2). */
export function OrderItemRow({ item }: { item: OrderItem }) {
  const struck = item.originalPrice != null && item.originalPrice !== item.price;
  return (
    <li className="flex gap-4 py-4">
      <ProductPicture
        picture={item.images?.[0]}
        alt={item.name}
        sizes="80px"
        width={80}
        height={80}
        className="h-20 w-20 shrink-0 rounded-lg"
      />
      <div className="flex-1">
        <h4 className="font-semibold">
          {item.slug ? (
            <Link to={productPath(item.slug)} className="hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h4>
        {item.category ? <p className="text-sm text-slate-600">{item.category}</p> : null}
        <p className="text-sm">Qty: {item.quantity}</p>
        <OrderLinePromo item={item} />
      </div>
      <div className="text-right text-sm">
        {struck ? (
          <p className="text-slate-500 line-through">
            <span className="sr-only">Was </span>
            {formatRs(item.originalPrice)}
          </p>
        ) : null}
        <p className="font-semibold">{formatRs(item.price)} Each</p>
      </div>
    </li>
  );
}
