import { formatDayIn, formatLKRIn, fulfilmentWords, type Order } from '@avstore/core';
import { TrackingLink } from '../../../components/tracking-link';
import { useScreenLanguage } from '../../../i18n/common';
import { useOrdersT, useOrdersText } from '../../../i18n/orders';

/**
 * Where the order is, in the words of its delivery method ('Collected' for a pickup; the badge
 * keeps 'Delivered'), with the courier and its tracking, and any refund made (issue #27).
 */
export function OrderProgress({ order }: { order: Order }) {
  const words = fulfilmentWords(order.status, order.deliveryMethod);
  const tracking = order.tracking;
  const refunds = order.refunds ?? [];
  const t = useOrdersT();
  const known = useOrdersText();
  const language = useScreenLanguage();
  if (!words && !tracking && refunds.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="order-progress">
      {words ? <p className="font-semibold text-ink">{known(words)}</p> : null}
      {tracking ? (
        <p>
          {t('courier', { courier: tracking.courier })}
          {tracking.trackingNumber ? t('trackingNumber', { number: tracking.trackingNumber }) : ''}
        </p>
      ) : null}
      {tracking?.trackingUrl ? <TrackingLink url={tracking.trackingUrl} /> : null}
      {refunds.map((refund) => (
        <p key={refund.id}>
          {t('refunded', {
            amount: formatLKRIn(language, refund.amount),
            how: t(`refund.${refund.method}`),
            day: formatDayIn(language, refund.refundedOn),
          })}
        </p>
      ))}
    </div>
  );
}
