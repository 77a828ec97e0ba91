import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents, formatLKR, lineTotalCents, toCents, type Order } from '@avstore/core';
import { primaryButton } from '../../../components/form-fields';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/use-signed-in';
import { useOrder } from '../../../api/get-order';
import { startPayment } from '../start-payment';

const METHOD_NAMES: Record<Order['paymentMethod'], string> = {
  card: 'Card',
  koko: 'KOKO',
  cash: 'Cash',
};

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';
const secondaryLink =
  'inline-block rounded-lg px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100';

/** Why an order cannot be paid now, or undefined when it can (card or KOKO, still pending). */
export function unpayableReason(order: Order): string | undefined {
  switch (order.status) {
    case 'pending':
      break;
    case 'cancelled':
      return 'This order was cancelled and can no longer be paid.';
    default:
      return `This order is ${order.status} and needs no payment.`;
  }
  if (order.paymentMethod === 'cash') {
    return order.deliveryMethod === 'delivery'
      ? 'This order is paid in cash on delivery.'
      : 'This order is paid in cash at pickup.';
  }
  return undefined;
}

/**
 * /checkout?orderId=…: pay again for an order whose payment did not go through (docs/product.md §2). The
 * order already exists, so only its summary and a Pay Now button are shown.
 */
export function RetryPayment({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);

  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading your order...
      </p>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section role="alert" className={card}>
        <h2 className="text-lg font-semibold">
          {notFound ? 'Order not found' : 'We could not load this order'}
        </h2>
        {notFound ? null : (
          <p className="mt-2 text-red-700">
            {getErrorMessage(query.error, 'Failed to load order details')}
          </p>
        )}
        <ShopLink />
      </section>
    );
  }

  const order = query.data;
  const reason = unpayableReason(order);
  const pay = async () => {
    setBusy(true);
    // Either the browser leaves for the provider or startPayment sends it to /payment/failed.
    await startPayment(order.id, order.paymentMethod);
  };

  return (
    <section aria-labelledby="retry-payment" className={card}>
      <h2 id="retry-payment" className="text-lg font-semibold">
        Order #{order.id.slice(0, 8).toUpperCase()}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200" aria-label="Items">
        {order.items.map((item, index) => (
          <li
            key={`${item.productId}-${index}`}
            className="flex justify-between gap-4 py-3 text-sm"
          >
            <span>
              <span className="font-medium">{item.name}</span>{' '}
              <span className="text-slate-600">× {item.quantity}</span>
            </span>
            <span className="font-semibold">
              {formatCents(lineTotalCents(toCents(item.price), item.quantity))}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg">
        <span>Total</span>
        <strong>{formatLKR(order.total)}</strong>
      </p>
      <p className="mt-2 flex justify-between text-sm text-slate-700">
        <span>Payment method</span>
        <span className="font-semibold">{METHOD_NAMES[order.paymentMethod]}</span>
      </p>
      {reason ? (
        <div className="mt-6">
          <p role="status" className="text-slate-800">
            {reason}
          </p>
          <ShopLink />
        </div>
      ) : !signedIn ? (
        <p className="mt-6 text-slate-800">
          Please{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            sign in
          </Link>{' '}
          to pay for this order.
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void pay()}
          disabled={busy}
          className={`${primaryButton} mt-6`}
        >
          {busy ? 'Processing...' : 'Pay Now'}
        </button>
      )}
    </section>
  );
}

function ShopLink() {
  return (
    <Link to="/shop" className={`${secondaryLink} mt-4`}>
      Continue Shopping
    </Link>
  );
}
