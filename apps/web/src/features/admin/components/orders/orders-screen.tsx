import {
  DeliveryMethodSchema,
  PaymentMethodSchema,
  type AdminOrder,
  type OrderExportQuery,
} from '@avstore/core';
import { useOrders } from '../../api/get-orders';
import { useListParams } from '../../hooks/use-list-params';
import { isOrderStatus } from '../../lib/order-status';
import { PagedList } from '../paged-list';
import { card, PageHeader } from '../ui';
import { OrderCards } from './order-cards';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { OrdersExport } from './orders-export';
import { OrdersTable } from './orders-table';
import { WaitingSlips } from './waiting-slips';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The URL's filters that the API takes; anything else is left out rather than refused. */
function filterOf(values: OrderFilterValues): OrderExportQuery {
  const payment = PaymentMethodSchema.safeParse(values.paymentMethod);
  const delivery = DeliveryMethodSchema.safeParse(values.deliveryMethod);
  return {
    q: values.q || undefined,
    status: isOrderStatus(values.status) ? values.status : undefined,
    paymentMethod: payment.success ? payment.data : undefined,
    deliveryMethod: delivery.success ? delivery.data : undefined,
    from: DAY.test(values.from) ? values.from : undefined,
    to: DAY.test(values.to) ? values.to : undefined,
  };
}

export function OrdersScreen() {
  const list = useListParams();
  const values: OrderFilterValues = {
    status: list.get('status'),
    q: list.get('q'),
    paymentMethod: list.get('paymentMethod'),
    deliveryMethod: list.get('deliveryMethod'),
    from: list.get('from'),
    to: list.get('to'),
  };
  const filter = filterOf(values);
  const query = useOrders({ ...filter, ...list.cursor });
  return (
    <>
      <PageHeader title="Orders" actions={<OrdersExport filter={filter} />} />
      <WaitingSlips />
      <OrderFilters values={values} onChange={list.update} />
      <PagedList query={query} label="orders" noun="orders" list={list}>
        {(items) => <OrderList orders={items} />}
      </PagedList>
    </>
  );
}

/** Cards on a phone and a tablet, the whole table from a laptop's width. */
function OrderList({ orders }: { orders: AdminOrder[] }) {
  if (orders.length === 0)
    return (
      <p className={`${card} px-4 py-10 text-center text-slate-600`}>
        No orders match these filters.
      </p>
    );
  return (
    <>
      <div className="lg:hidden">
        <OrderCards orders={orders} />
      </div>
      <div className="hidden lg:block">
        <OrdersTable orders={orders} />
      </div>
    </>
  );
}
