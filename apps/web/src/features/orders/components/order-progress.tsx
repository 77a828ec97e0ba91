import {
  formatLKR,
  fulfilmentWords,
  REFUND_METHOD_WORDS,
  refundDayWords,
  type Order,
} from '@avstore/core';
import { TrackingLink } from '../../../components/tracking-link';

/**
 * Where the order is, in the words of its delivery method ('Collected' for a pickup; the badge
 * keeps 'Delivered'), with the courier and its tracking, and any refund made (issue #27).
 */
export function OrderProgress({ order }: { order: Order }) {
  const words = fulfilmentWords(order.status, order.deliveryMethod);
  const tracking = order.tracking;
  const refunds = order.refunds ?? [];
  if (!words && !tracking && refunds.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="order-progress">
      {words ? <p className="font-semibold text-ink">{words}</p> : null}
      {tracking ? (
        <p>
          {`Courier: ${tracking.courier}`}
          {tracking.trackingNumber ? `, tracking number ${tracking.trackingNumber}` : ''}
        </p>
      ) : null}
      {tracking?.trackingUrl ? <TrackingLink url={tracking.trackingUrl} /> : null}
      {refunds.map((refund) => (
        <p key={refund.id}>
          {`Refunded ${formatLKR(refund.amount)} ${REFUND_METHOD_WORDS[refund.method]} on ${refundDayWords(refund.refundedOn)}`}
        </p>
      ))}
    </div>
  );
}
