import { Link } from 'react-router';
import { formatDateTime, type AdminOrder } from '@avstore/core';
import { useOrder } from '../../api/get-order';
import { shortOrderId } from '../../lib/labels';
import { StatusBadge } from '../../../../components/badge';
import { ReceiptButton } from '../../../../components/receipt-button';
import { QueryView } from '../query-view';
import { card, linkClass, PageHeader } from '../ui';
import { OrderCustomer } from './order-customer';
import { OrderItems } from './order-items';
import { OrderPayments } from './order-payments';
import { OrderPaymentSlips } from './order-payment-slips';
import { OrderStatusActions } from './order-status-actions';
import { OrderFulfilment } from './order-fulfilment';
import { OrderRefunds } from './order-refunds';
import { OrderNote } from './order-note';

export function OrderDetail({ id }: { id: string }) {
  return (
    <QueryView query={useOrder(id)} label="the order">
      {(order) => <OrderBody order={order} />}
    </QueryView>
  );
}

function OrderBody({ order }: { order: AdminOrder }) {
  return (
    <>
      <Link to="/admin/orders" className={`${linkClass} text-sm`}>
        ← All orders
      </Link>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            Order #{shortOrderId(order.id)} <StatusBadge status={order.status} />
          </span>
        }
        description={`Placed ${formatDateTime(order.createdAt)} · ${order.id}`}
      />
      <section className={`${card} mb-6 p-4`} aria-label="Status actions">
        <OrderStatusActions order={order} />
      </section>
      <OrderPaymentSlips order={order} />
      <OrderFulfilment order={order} />
      <section
        className={`${card} mb-6 flex flex-wrap items-center gap-3 p-4`}
        aria-label="Receipt"
      >
        <ReceiptButton orderId={order.id} label="Receipt (PDF)" />
        <span className="text-sm text-slate-600">Open the file to print it for the customer.</span>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OrderItems order={order} />
        </div>
        <OrderCustomer order={order} />
      </div>
      <div className="mt-6">
        <OrderNote key={order.internalNote} order={order} />
      </div>
      <div className="mt-6">
        <OrderPayments payments={order.payments} />
        <OrderRefunds order={order} />
      </div>
    </>
  );
}
