import { useOrders } from '../../api/get-orders';
import { useListParams } from '../../hooks/use-list-params';
import { isOrderStatus } from '../../lib/order-status';
import { PagedList } from '../paged-list';
import { PageHeader } from '../ui';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

export function OrdersScreen() {
  const list = useListParams();
  const raw = list.get('status');
  const status = isOrderStatus(raw) ? raw : undefined;
  const q = list.get('q');
  const query = useOrders({ status, q: q || undefined, ...list.cursor });
  return (
    <>
      <PageHeader title="Orders" />
      <OrderFilters key={q} status={status ?? ''} q={q} onChange={list.update} />
      <PagedList query={query} label="orders" noun="orders" list={list}>
        {(items) => <OrdersTable orders={items} />}
      </PagedList>
    </>
  );
}
