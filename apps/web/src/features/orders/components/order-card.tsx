import { formatDateTime, formatRs, orderNumber, type Order, methodLabel } from '@avstore/core';
import { itemCountLabel } from '../labels';
import { StatusBadge } from '../../../components/badge';
import { OrderProgress } from './order-progress';

interface OrderCardProps {
  order: Order;
  /** 1-based place in the whole list, shown when the order has no id (docs/product.md §2). */
  position: number;
  onViewDetails: (order: Order) => void;
}

/** One order in the history: number, status, date, total, items and methods (docs/product.md §2). */
export function OrderCard({ order, position, onViewDetails }: OrderCardProps) {
  const title = orderNumber(order.id, position);
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <article className="flex flex-1 flex-col" aria-label={title}>
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="text-sm text-slate-600">{formatDateTime(order.createdAt)}</p>
          </div>
          <p>
            <span className="sr-only">Status: </span>
            <StatusBadge status={order.status} />
          </p>
        </div>
        <dl className="mt-4 grid flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">Total</dt>
          <dd className="text-right font-bold text-ink">{formatRs(order.total)}</dd>
          {order.deliveryCharge > 0 ? (
            <>
              <dt className="text-slate-600">Delivery charge</dt>
              <dd className="text-right">{formatRs(order.deliveryCharge)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Items</dt>
          <dd className="text-right">{itemCountLabel(order.items)}</dd>
          <dt className="text-slate-600">Payment method</dt>
          <dd className="text-right">{methodLabel(order.paymentMethod)}</dd>
          <dt className="text-slate-600">Delivery method</dt>
          <dd className="text-right">{methodLabel(order.deliveryMethod)}</dd>
        </dl>
        <div className="mt-4">
          <OrderProgress order={order} />
        </div>
        <button
          type="button"
          onClick={() => onViewDetails(order)}
          className="mt-5 rounded-lg bg-ink px-4 py-2.5 font-semibold text-white hover:bg-slate-700"
          aria-label={`View Order Details for ${title}`}
        >
          View Order Details
        </button>
      </article>
    </li>
  );
}
