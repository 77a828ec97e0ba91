import { Link } from 'react-router';
import { customerName, formatDateTime, formatLKR, type AdminOrder } from '@avstore/core';
import { shortOrderId } from '../../lib/labels';
import { StatusBadge } from '../../../../components/badge';
import { card } from '../ui';
import { cityOf } from './orders-table';

/**
 * The orders on a phone: a card each, the whole card a link, with what the shop looks for at a
 * glance (reference, customer, phone, city, total, status, date) and no sideways scrolling.
 */
export function OrderCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul aria-label="Orders" className="space-y-3">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/admin/orders/${order.id}`}
            className={`${card} block p-4 hover:ring-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500`}
          >
            <span className="flex items-center justify-between gap-3">
              <span className="font-mono font-semibold text-brand-700">
                #{shortOrderId(order.id)}
              </span>
              <StatusBadge status={order.status} />
            </span>
            <span className="mt-2 block break-words font-medium">
              {customerName(order.customer) || 'N/A'}
            </span>
            <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
              <span>{order.customer.phone || 'N/A'}</span>
              <span>{cityOf(order)}</span>
            </span>
            <span className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold text-slate-900">{formatLKR(order.total)}</span>
              <span className="text-slate-600">{formatDateTime(order.createdAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
