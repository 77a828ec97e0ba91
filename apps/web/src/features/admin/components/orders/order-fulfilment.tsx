import { useState } from 'react';
import { formatDateTime, fulfilmentWords, type AdminOrder } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { downloadPackingSlip } from '../../api/packing-slip';
import { card, plainButton } from '../ui';
import { TrackingLink } from '../../../../components/tracking-link';

/** When each step was reached, in the words of the order's delivery method. */
function stepRows(order: AdminOrder): [string, string | null | undefined][] {
  const steps = order.steps;
  const pickup = order.deliveryMethod === 'pickup';
  return [
    ['Confirmed', steps?.confirmedAt],
    pickup ? ['Ready for collection', steps?.readyAt] : ['Dispatched', steps?.dispatchedAt],
    [pickup ? 'Collected' : 'Delivered', steps?.deliveredAt],
    ['Cancelled', steps?.cancelledAt],
  ];
}

/** Where the order is on its way to the shopper, with the courier, and its packing slip. */
export function OrderFulfilment({ order }: { order: AdminOrder }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const slip = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadPackingSlip(order.id);
    } catch (caught) {
      setError(getErrorMessage(caught, 'We could not get the packing slip.'));
    } finally {
      setBusy(false);
    }
  };
  const reached = stepRows(order).filter(([, at]) => at);
  const words = fulfilmentWords(order.status, order.deliveryMethod);
  return (
    <section className={`${card} mb-6 grid gap-3 p-4`} aria-labelledby="order-fulfilment">
      <h2 id="order-fulfilment" className="text-lg font-semibold">
        Fulfilment
      </h2>
      {words ? <p className="text-sm text-slate-700">{words}</p> : null}
      {order.tracking ? (
        <p className="text-sm">
          <span className="font-semibold">{order.tracking.courier}</span>
          {order.tracking.trackingNumber
            ? `, tracking number ${order.tracking.trackingNumber}`
            : ''}
          {order.tracking.trackingUrl ? (
            <>
              {' · '}
              <TrackingLink url={order.tracking.trackingUrl} />
            </>
          ) : null}
        </p>
      ) : null}
      {reached.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {reached.map(([label, at]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd>{formatDateTime(at)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={`${plainButton} min-h-11`}
          disabled={busy}
          onClick={() => void slip()}
        >
          {busy ? 'Preparing packing slip...' : 'Packing slip (PDF)'}
        </button>
        <span className="text-sm text-slate-600">No prices: it goes in the parcel.</span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
