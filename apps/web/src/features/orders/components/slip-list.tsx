import {
  formatDateTime,
  SLIP_STATUS_LABELS,
  type BadgeTone,
  type PaymentSlip,
} from '@avstore/core';
import { Pill } from '../../../components/badge';

const TONES: Record<PaymentSlip['status'], BadgeTone> = {
  waiting: 'yellow',
  verified: 'green',
  rejected: 'red',
};

/** The slips the shopper sent for an order, newest first, with what the shop made of each. */
export function SlipList({ slips }: { slips: PaymentSlip[] }) {
  if (slips.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">Payment slips sent</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {slips.map((slip) => (
          <li
            key={slip.id}
            className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm"
          >
            <div className="min-w-0">
              <p className="break-all font-medium">{slip.fileName}</p>
              <p className="text-slate-600">Sent {formatDateTime(slip.createdAt)}</p>
              {slip.status === 'rejected' && slip.reason ? (
                <p className="mt-1 text-red-800">Reason: {slip.reason}</p>
              ) : null}
            </div>
            <Pill tone={TONES[slip.status]}>{SLIP_STATUS_LABELS[slip.status]}</Pill>
          </li>
        ))}
      </ul>
    </div>
  );
}
