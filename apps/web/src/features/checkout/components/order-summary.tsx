import {
  cartTotalCents,
  formatCentsIn,
  KOKO_INSTALMENTS,
  lineTotalCents,
  splitInstalments,
  toCents,
  type Cart,
} from '@avstore/core';
import { LinePicture, ProductLine } from '../../../components/product-line';
import { useCheckoutT } from '../../../i18n/checkout';
import { useScreenLanguage } from '../../../i18n/common';
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
  const t = useCheckoutT();
  const money = useMoney();
  return (
    <section
      aria-labelledby="summary"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="summary" className="text-lg font-semibold">
        {t('summary')}
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
            end={
              <span className="font-semibold">
                {money(lineTotalCents(toCents(line.price), line.quantity))}
              </span>
            }
          >
            {' '}
            <span className="text-slate-600">× {line.quantity}</span>
            {line.appliedPromoCode ? (
              <span className="block text-xs font-semibold text-violet-700">
                {t('summary.promo', { code: line.appliedPromoCode, percent: line.promoDiscount })}
              </span>
            ) : null}
          </ProductLine>
        ))}
      </ul>
      {delivery ? <DeliveryRow line={delivery} /> : null}
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg">
        <span>{t('total')}</span>
        <strong>{money(total)}</strong>
      </p>
      {koko ? (
        <p className="mt-2 text-sm text-sky-900">
          {t('summary.koko', { instalments: instalmentsIn(t, money, total) })}
        </p>
      ) : null}
    </section>
  );
}

/** Amounts in the page's language: 'LKR 1,234.50', 'රු. 1,234.50'. */
function useMoney() {
  const language = useScreenLanguage();
  return (cents: number) => formatCentsIn(language, cents);
}

/** core's instalmentsText in the page's language: '3 instalments of …', ', the last …'. */
function instalmentsIn(
  t: ReturnType<typeof useCheckoutT>,
  money: (cents: number) => string,
  totalCents: number,
): string {
  const parts = splitInstalments(totalCents, KOKO_INSTALMENTS);
  const [first, last] = [parts[0]!, parts.at(-1)!];
  const values = { count: KOKO_INSTALMENTS, amount: money(first), last: money(last) };
  return first === last ? t('instalments', values) : t('instalmentsLast', values);
}

function DeliveryRow({ line }: { line: DeliveryLine }) {
  const t = useCheckoutT();
  const money = useMoney();
  if (line.kind === 'unavailable')
    return (
      <p role="alert" className="mt-4 border-t border-slate-200 pt-4 text-sm text-red-700">
        {t('delivery.unavailable')}
      </p>
    );
  const amount =
    line.kind === 'charge' ? (
      <strong>{line.free ? t('delivery.free') : money(line.cents)}</strong>
    ) : line.kind === 'choose-district' ? (
      <span className="text-slate-600">{t('delivery.chooseDistrict')}</span>
    ) : (
      <span className="text-slate-600">…</span>
    );
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-sm">
      <p className="flex justify-between gap-4">
        <span>{t('delivery.label')}</span>
        {amount}
      </p>
      {line.kind === 'charge' && line.time ? (
        <p className="mt-1 text-slate-700">{t('delivery.time', { time: line.time })}</p>
      ) : null}
      {line.kind === 'charge' && line.freeFromCents !== null && !line.free ? (
        <p className="mt-1 text-xs text-slate-600">
          {t('delivery.freeFrom', { amount: money(line.freeFromCents) })}
        </p>
      ) : null}
    </div>
  );
}
