import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { customerName, formatLKR, orderNumber, type Order } from '@avstore/core';
import { LinePicture, lineTotalText, ProductLine } from '../../../components/product-line';
import { OrderId } from '../../../components/order-id';
import { ReceiptButton } from '../../../components/receipt-button';
import { useSignedIn } from '../../../lib/use-signed-in';
import { usePublicConfig } from '../../../config/public-config';

// Fetched for a bank-transfer order only, so no other order's page (nor the first screen's list
// of what each page needs) carries it.
const BankTransferPanel = lazy(() => import('./bank-transfer-panel'));

/**
 * How the success card names the payment method: the spec's words for card and KOKO; a cash order
 * says when it is paid (docs/product.md §2 "Payment success").
 */
export function paymentMethodLabel(order: Pick<Order, 'paymentMethod' | 'deliveryMethod'>) {
  if (order.paymentMethod === 'card') return 'Card Payment';
  if (order.paymentMethod === 'koko') return 'Cash/KOKO Pay';
  if (order.paymentMethod === 'bank_transfer') return 'Bank transfer';
  return order.deliveryMethod === 'pickup' ? 'Cash at pickup' : 'Cash on delivery';
}

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
            <h1 className="mt-4 text-3xl font-bold">Order Placed!</h1>
            <p className="mt-2 text-slate-600">Thank you for your order</p>
            <p className="mt-2 text-slate-700">
              {delivering
                ? 'You pay in cash when it is delivered.'
                : 'You pay in cash when you collect it at our store.'}{' '}
              We will confirm your order shortly.
            </p>
          </>
        ) : transferDue ? (
          <>
            <h1 className="mt-4 text-3xl font-bold">Order Placed!</h1>
            <p className="mt-2 text-slate-600">Thank you for your order</p>
            <p className="mt-2 text-slate-700">
              Please pay by bank transfer, then upload the slip: the steps are below.
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
            <p className="mt-2 text-slate-600">Thank you for your purchase</p>
          </>
        )}
      </div>
      <dl className="mt-8 space-y-2 rounded-xl bg-slate-50 p-5">
        <Row term="Order ID">
          <OrderId id={order.id} />
        </Row>
        <Row term="Payment Method">{paymentMethodLabel(order)}</Row>
        <Row term="Total Amount">
          <strong className="text-lg text-ink">{formatLKR(order.total)}</strong>
        </Row>
      </dl>
      {order.paymentMethod === 'bank_transfer' ? (
        <Suspense fallback={null}>
          <BankTransferPanel order={order} />
        </Suspense>
      ) : null}
      {delivering ? null : <PickupDetails order={order} />}
      <h2 className="mt-8 text-lg font-semibold">Items</h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {(order.items ?? []).map((item, index) => (
          <ProductLine
            key={`${item.productId ?? item.name}-${index}`}
            name={item.name}
            slug={item.slug}
            nameClassName="font-medium"
            className="flex items-center gap-3 py-3"
            picture={<LinePicture picture={item.images?.[0]} />}
            end={<p className="font-semibold">{lineTotalText(item.price, item.quantity)}</p>}
          >
            <p className="text-sm text-slate-600">Qty: {item.quantity}</p>
          </ProductLine>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">Customer Details</h2>
      <dl className="mt-2 space-y-2">
        <Row term="Name">{customerName(customer)}</Row>
        <Row term="Email">{customer?.email}</Row>
        <Row term="Phone">{customer?.phone}</Row>
        {delivering && customer?.address ? <Row term="Address">{customer.address}</Row> : null}
        {delivering && customer?.city ? <Row term="City">{customer.city}</Row> : null}
      </dl>
      <div className="mt-8 flex flex-wrap items-start justify-center gap-3">
        {/* The PDF needs the owner's token: a visitor's masked view has no receipt. */}
        {signedIn ? <ReceiptButton orderId={order.id} /> : null}
        <Link
          to="/shop"
          className="inline-block rounded-lg bg-ink px-6 py-3 font-semibold text-white hover:bg-slate-700"
        >
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}

/** Where, when and with what a pickup order is collected. */
function PickupDetails({ order }: { order: Order }) {
  const config = usePublicConfig().data;
  return (
    <section aria-labelledby="collect-order" className="mt-8 rounded-xl bg-brand-50 p-5">
      <h2 id="collect-order" className="text-lg font-semibold">
        Collect your order
      </h2>
      <dl className="mt-2 space-y-2">
        {config ? <Row term="Store">{config.shopAddress}</Row> : null}
        {config ? <Row term="Opening hours">{config.shopHours}</Row> : null}
        <Row term="Bring">Your order reference, {orderNumber(order.id, 1)}</Row>
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
