import {
  cartTotalCents,
  DELIVERY_TEXTS,
  formatCents,
  instalmentsText,
  KOKO_INSTALMENTS,
  type Cart,
} from '@avstore/core';
import { LinePicture, lineTotalText, ProductLine } from '../../../components/product-line';
import type { DeliveryLine } from '../use-delivery-charge';

interface OrderSummaryProps {
  cart: Cart;
  /** The delivery line; none for pickup or before a delivery method is chosen. */
  delivery?: DeliveryLine;
  /** Paying with KOKO: the total's instalments, to the cent. */
  koko?: boolean;
}

/**
 * Every line of the cart, the delivery charge and the total (docs/product.md §2 Checkout), with
 * KOKO's instalments of that total when KOKO is chosen.
 */
export function OrderSummary({ cart, delivery, koko = false }: OrderSummaryProps) {
  const total = cartTotalCents(cart) + (delivery?.kind === 'charge' ? delivery.cents : 0);
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
          <ProductLine
            key={line.id}
            name={line.name}
            nameAs="span"
            nameClassName="font-medium"
            className="flex items-center gap-3 py-3 text-sm"
            picture={<LinePicture picture={line.pictures?.[0] ?? line.images[0]} />}
            end={<span className="font-semibold">{lineTotalText(line.price, line.quantity)}</span>}
          >
            {' '}
            <span className="text-slate-600">× {line.quantity}</span>
            {line.appliedPromoCode ? (
              <span className="block text-xs font-semibold text-violet-700">
                Promo {line.appliedPromoCode}: {line.promoDiscount}% off
              </span>
            ) : null}
          </ProductLine>
        ))}
      </ul>
      {delivery ? <DeliveryRow line={delivery} /> : null}
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg">
        <span>Total</span>
        <strong>{formatCents(total)}</strong>
      </p>
      {koko ? (
        <p className="mt-2 text-sm text-sky-900">
          KOKO: {instalmentsText(total, KOKO_INSTALMENTS)}
        </p>
      ) : null}
    </section>
  );
}

function DeliveryRow({ line }: { line: DeliveryLine }) {
  if (line.kind === 'unavailable')
    return (
      <p role="alert" className="mt-4 border-t border-slate-200 pt-4 text-sm text-red-700">
        {DELIVERY_TEXTS.unavailable}
      </p>
    );
  const amount =
    line.kind === 'charge' ? (
      <strong>{line.free ? DELIVERY_TEXTS.free : formatCents(line.cents)}</strong>
    ) : line.kind === 'choose-district' ? (
      <span className="text-slate-600">{DELIVERY_TEXTS.chooseDistrict}</span>
    ) : (
      <span className="text-slate-600">…</span>
    );
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-sm">
      <p className="flex justify-between gap-4">
        <span>{DELIVERY_TEXTS.label}</span>
        {amount}
      </p>
      {line.kind === 'charge' && line.time ? (
        <p className="mt-1 text-slate-700">{DELIVERY_TEXTS.time(line.time)}</p>
      ) : null}
      {line.kind === 'charge' && line.freeFromCents !== null && !line.free ? (
        <p className="mt-1 text-xs text-slate-600">
          {DELIVERY_TEXTS.freeFrom(formatCents(line.freeFromCents))}
        </p>
      ) : null}
    </div>
  );
}
