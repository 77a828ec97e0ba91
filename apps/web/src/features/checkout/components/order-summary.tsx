import { cartTotalCents, formatCents, lineTotalCents, toCents, type Cart } from '@avstore/core';
import { LinePicture } from '../../../components/product-picture';

/** Every line of the cart and the total (docs/product.md §2 Checkout). */
export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <section
      aria-labelledby="summary"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="summary" className="text-lg font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {cart.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3 text-sm">
            <LinePicture picture={line.pictures?.[0] ?? line.images[0]} />
            <span className="flex-1">
              <span className="font-medium">{line.name}</span>{' '}
              <span className="text-slate-600">× {line.quantity}</span>
              {line.appliedPromoCode ? (
                <span className="block text-xs font-semibold text-violet-700">
                  Promo {line.appliedPromoCode}: {line.promoDiscount}% off
                </span>
              ) : null}
            </span>
            <span className="font-semibold">
              {formatCents(lineTotalCents(toCents(line.price), line.quantity))}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg">
        <span>Total</span>
        <strong>{formatCents(cartTotalCents(cart))}</strong>
      </p>
    </section>
  );
}
