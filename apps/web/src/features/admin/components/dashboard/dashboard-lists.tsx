import { Link } from 'react-router';
import { formatDateTime, formatLKR, type Dashboard, methodLabel } from '@avstore/core';
import { shortOrderId } from '../../lib/labels';
import { StockBadge } from '../badges';
import { linkClass } from '../ui';

export function LowStockList({ items }: { items: Dashboard['lowStock'] }) {
  if (items.length === 0)
    return <p className="text-sm text-slate-600">Every product is stocked.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2">
          <Link to={`/admin/products/${item.id}`} className={linkClass}>
            {item.name}
          </Link>
          <StockBadge stock={item.stock} />
        </li>
      ))}
    </ul>
  );
}

/** Paid orders that were cancelled: the money has to go back by hand. */
export function RefundsDue({ items }: { items: Dashboard['refundsDue'] }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">No refunds are due.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((refund) => (
        <li
          key={refund.paymentId}
          className="flex flex-wrap items-center justify-between gap-3 py-2"
        >
          <div>
            <Link to={`/admin/orders/${refund.orderId}`} className={linkClass}>
              Order #{shortOrderId(refund.orderId)}
            </Link>
            <p className="text-xs text-slate-600">
              {methodLabel(refund.provider)} · {formatDateTime(refund.createdAt)}
            </p>
          </div>
          <strong>{formatLKR(refund.amount)}</strong>
        </li>
      ))}
    </ul>
  );
}
