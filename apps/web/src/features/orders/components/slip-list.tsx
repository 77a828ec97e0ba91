import type { BadgeTone, PaymentSlip } from '@avstore/core';
import { Pill } from '../../../components/badge';
import { useOrderDate } from '../../../i18n/order-date';
import { useOrdersT } from '../../../i18n/orders';

const TONES: Record<PaymentSlip['status'], BadgeTone> = {
  waiting: 'yellow',
  verified: 'green',
  rejected: 'red',
};

/** The slips the shopper sent for an order, newest first, with what the shop made of each. */
export function SlipList({ slips }: { slips: PaymentSlip[] }) {
  const t = useOrdersT();
  const dateOf = useOrderDate();
  if (slips.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{t('slips.title')}</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {slips.map((slip) => (
          <li
            key={slip.id}
            className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm"
          >
            <div className="min-w-0">
              <p className="break-all font-medium">{slip.fileName}</p>
              <p className="text-slate-600">
                {t('slips.sentAt', { time: dateOf(slip.createdAt) })}
              </p>
              {slip.status === 'rejected' && slip.reason ? (
                <p className="mt-1 text-red-800">{t('slips.reason', { reason: slip.reason })}</p>
              ) : null}
            </div>
            <Pill tone={TONES[slip.status]}>{t(`slips.${slip.status}`)}</Pill>
          </li>
        ))}
      </ul>
    </div>
  );
}
