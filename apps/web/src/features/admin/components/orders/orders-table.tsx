import { Link } from 'react-router';
import {
  formatDateTime,
  formatLKR,
  type AdminOrder,
  customerName,
  methodLabel,
} from '@avstore/core';
import { shortOrderId } from '../../lib/labels';
import { StatusBadge } from '../../../../components/badge';
import { DataTable, EmptyRow, linkClass } from '../ui';

const HEAD = [
  'Order',
  'Date',
  'Customer',
  'Phone',
  'City',
  'Total',
  'Payment / delivery',
  'Status',
];

/** The orders on a laptop: every column side by side (OrderCards on a phone). */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <DataTable label="Orders" head={HEAD}>
      {orders.length === 0 ? (
        <EmptyRow columns={HEAD.length}>No orders match these filters.</EmptyRow>
      ) : (
        orders.map((order) => (
          <tr key={order.id}>
            <td className="px-4 py-3">
              <Link to={`/admin/orders/${order.id}`} className={`${linkClass} font-mono`}>
                #{shortOrderId(order.id)}
              </Link>
            </td>
            <td className="whitespace-nowrap px-4 py-3">{formatDateTime(order.createdAt)}</td>
            <td className="px-4 py-3">
              <span className="block font-medium">{customerName(order.customer) || 'N/A'}</span>
              <span className="text-xs text-slate-600">
                {order.customer.email || order.userEmail}
              </span>
            </td>
            <td className="whitespace-nowrap px-4 py-3">{order.customer.phone || 'N/A'}</td>
            <td className="px-4 py-3">{cityOf(order)}</td>
            <td className="whitespace-nowrap px-4 py-3 font-semibold">{formatLKR(order.total)}</td>
            <td className="px-4 py-3">
              {methodLabel(order.paymentMethod)} / {methodLabel(order.deliveryMethod)}
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={order.status} />
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

/** Where the order goes; a pickup goes nowhere. */
export function cityOf(order: AdminOrder): string {
  if (order.deliveryMethod === 'pickup') return 'Store pickup';
  return order.customer.city || order.customer.district || 'N/A';
}
