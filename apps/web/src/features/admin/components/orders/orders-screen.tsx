import { useOrders } from '../../api/get-orders';
import { ADMIN_PAGE_SIZE } from '../../api/keys';
import { useListParams } from '../../hooks/use-list-params';
import { isOrderStatus } from '../../lib/order-status';
import { Pager } from '../pager';
import { QueryView } from '../query-view';
import { PageHeader } from '../ui';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

export function OrdersScreen() {
  const list = useListParams();
  const raw = list.get('status');
  const status = isOrderStatus(raw) ? raw : undefined;
  const q = list.get('q');
  const query = useOrders({ status, q: q || undefined, page: list.page });
  return (
    <>
      <PageHeader title="Orders" />
      <OrderFilters key={q} status={status ?? ''} q={q} onChange={list.update} />
      <QueryView query={query} label="orders">
        {(data) => (
          <div aria-busy={query.isPlaceholderData}>
            <OrdersTable orders={data.items} />
            <Pager
              page={list.page}
              total={data.total}
              pageSize={ADMIN_PAGE_SIZE}
              noun="orders"
              onPage={list.setPage}
            />
          </div>
        )}
      </QueryView>
    </>
  );
}
