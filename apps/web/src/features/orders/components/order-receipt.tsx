import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  customerName,
  formatCentsIn,
  formatLKRIn,
  lineTotalCents,
  toCents,
  type Order,
} from '@avstore/core';
import { LinePicture, ProductLine } from '../../../components/product-line';
import { OrderId } from '../../../components/order-id';
import { ReceiptButton } from '../../../components/receipt-button';
import { useSignedIn } from '../../../lib/use-signed-in';
import { usePublicConfig } from '../../../config/public-config';
import { useScreenLanguage } from '../../../i18n/common';
import { useOrdersT, useReceiptWords, type OrdersKey } from '../../../i18n/orders';

// Fetched for a bank-transfer order only, so no other order's page (nor the first screen's list
// of what each page needs) carries it.
const BankTransferPanel = lazy(() => import('./bank-transfer-panel'));

/**
 * How the success card names the payment method: the spec's words for card and KOKO; a cash order
 * says when it is paid (docs/product.md §2 "Payment success").
 */
export function paymentMethodLabel(
  order: Pick<Order, 'paymentMethod' | 'deliveryMethod'>,
): OrdersKey {
  if (order.paymentMethod === 'card') return 'method.card';
  if (order.paymentMethod === 'koko') return 'method.koko';
  if (order.paymentMethod === 'bank_transfer') return 'method.bank';
  return order.deliveryMethod === 'pickup' ? 'method.cashPickup' : 'method.cashDelivery';
}

/** The order's number as the shop writes it: 'Order #' and its id's first 8 characters. */
export const orderNumberIn = (t: ReturnType<typeof useOrdersT>, id: string) =>
  t('orderNumber', { number: id.slice(0, 8).toUpperCase() });

/**
 * The success card of /payment/success (docs/product.md §2); masked contact details are shown as
 * sent. Nothing has been paid for a cash order, so it says 'Order Placed!' and when it is paid
 * (docs/product.md §17); a pickup order says where, when and with what to collect it. A bank
 * transfer still to pay says so too, and what to do next: pay, then upload the slip.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const customer = order.customer;
  const delivering = order.deliveryMethod === 'delivery';
  const cash = order.paymentMethod === 'cash';
  const transferDue = order.paymentMethod === 'bank_transfer' && order.status === 'pending';
  const signedIn = useSignedIn();
  const t = useOrdersT();
  const language = useScreenLanguage();
  const receiptWords = useReceiptWords();
  return (
    <section className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <div className="text-center">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="mx-auto h-14 w-14 rounded-full bg-emerald-100 p-3 text-emerald-700"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {cash ? (
          <>
            <h1 className="mt-4 text-3xl font-bold">{t('placed')}</h1>
            <p className="mt-2 text-slate-600">{t('thanksOrder')}</p>
            <p className="mt-2 text-slate-700">
              {delivering ? t('cashDelivery') : t('cashPickup')}
            </p>
          </>
        ) : transferDue ? (
          <>
            <h1 className="mt-4 text-3xl font-bold">{t('placed')}</h1>
            <p className="mt-2 text-slate-600">{t('thanksOrder')}</p>
            <p className="mt-2 text-slate-700">{t('transferDue')}</p>
          </>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold">{t('paid')}</h1>
            <p className="mt-2 text-slate-600">{t('thanksPurchase')}</p>
          </>
        )}
      </div>
      <dl className="mt-8 space-y-2 rounded-xl bg-slate-50 p-5">
        <Row term={t('orderId')}>
          <OrderId id={order.id} />
        </Row>
        <Row term={t('paymentMethod')}>{t(paymentMethodLabel(order))}</Row>
        <Row term={t('totalAmount')}>
          <strong className="text-lg text-ink">{formatLKRIn(language, order.total)}</strong>
        </Row>
      </dl>
      {order.paymentMethod === 'bank_transfer' ? (
        <Suspense fallback={null}>
          <BankTransferPanel order={order} />
        </Suspense>
      ) : null}
      {delivering ? null : <PickupDetails order={order} />}
      <h2 className="mt-8 text-lg font-semibold">{t('items')}</h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {(order.items ?? []).map((item, index) => (
          <ProductLine
            key={`${item.productId ?? item.name}-${index}`}
            name={item.name}
            slug={item.slug}
            nameClassName="font-medium"
            className="flex items-center gap-3 py-3"
            picture={<LinePicture picture={item.images?.[0]} />}
            end={
              <p className="font-semibold">
                {formatCentsIn(language, lineTotalCents(toCents(item.price), item.quantity))}
              </p>
            }
          >
            <p className="text-sm text-slate-600">{t('qty', { quantity: item.quantity })}</p>
          </ProductLine>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">{t('customerDetails')}</h2>
      <dl className="mt-2 space-y-2">
        <Row term={t('name')}>{customerName(customer)}</Row>
        <Row term={t('email')}>{customer?.email}</Row>
        <Row term={t('phone')}>{customer?.phone}</Row>
        {delivering && customer?.address ? <Row term={t('address')}>{customer.address}</Row> : null}
        {delivering && customer?.city ? <Row term={t('city')}>{customer.city}</Row> : null}
      </dl>
      <div className="mt-8 flex flex-wrap items-start justify-center gap-3">
        {/* The PDF needs the owner's token: a visitor's masked view has no receipt. */}
        {signedIn ? <ReceiptButton orderId={order.id} {...receiptWords} /> : null}
        <Link
          to="/shop"
          className="inline-block rounded-lg bg-ink px-6 py-3 font-semibold text-white hover:bg-slate-700"
        >
          {t('continue')}
        </Link>
      </div>
    </section>
  );
}

/** Where, when and with what a pickup order is collected. */
function PickupDetails({ order }: { order: Order }) {
  const config = usePublicConfig().data;
  const t = useOrdersT();
  return (
    <section aria-labelledby="collect-order" className="mt-8 rounded-xl bg-brand-50 p-5">
      <h2 id="collect-order" className="text-lg font-semibold">
        {t('collect')}
      </h2>
      <dl className="mt-2 space-y-2">
        {config ? <Row term={t('store')}>{config.shopAddress}</Row> : null}
        {config ? <Row term={t('hours')}>{config.shopHours}</Row> : null}
        <Row term={t('bring')}>{t('bringWhat', { reference: orderNumberIn(t, order.id) })}</Row>
      </dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
