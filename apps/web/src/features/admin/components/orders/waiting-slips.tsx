import { Link } from 'react-router';
import { formatDateTime, formatLKR } from '@avstore/core';
import { useWaitingSlips } from '../../api/payment-slips';
import { card, linkClass } from '../ui';

/**
 * The payment slips the shop has still to check, oldest first, above the orders: each with the
 * reference and the amount to look for in the account, and a link to its order. Nothing when
 * none waits.
 */
export function WaitingSlips() {
  const slips = useWaitingSlips().data ?? [];
  if (slips.length === 0) return null;
  return (
    <section className={`${card} mb-4 p-4`} aria-labelledby="waiting-slips">
      <h2 id="waiting-slips" className="text-lg font-semibold">
        Payment slips to check ({slips.length})
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {slips.map((slip) => (
          <li key={slip.id} className="flex flex-wrap items-center justify-between gap-x-4 py-2">
            <Link to={`/admin/orders/${slip.orderId}`} className={linkClass}>
              #{slip.reference}
            </Link>
            <span className="min-w-0 flex-1">{slip.customerName}</span>
            <span className="font-semibold">{formatLKR(slip.total)}</span>
            <span className="w-full text-slate-600 sm:w-auto">
              sent {formatDateTime(slip.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
