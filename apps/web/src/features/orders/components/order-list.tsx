import { useState } from 'react';
import { ORDER_PAGE_SIZE, type Order } from '@avstore/core';
import { OrderCard } from './order-card';
import { OrderDetailsModal } from './order-details-modal';
import { Pagination } from './pagination';

interface OrderListProps {
  orders: Order[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** One page of order cards (`orders` is that page), the pagination under them and the details modal. */
export function OrderList({ orders, page, totalPages, onPageChange }: OrderListProps) {
  const [selected, setSelected] = useState<Order | null>(null);
  const first = (page - 1) * ORDER_PAGE_SIZE;
  return (
    <>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {orders.map((order, index) => (
          <OrderCard
            key={order.id ?? `position-${first + index}`}
            order={order}
            position={first + index + 1}
            onViewDetails={setSelected}
          />
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      <OrderDetailsModal order={selected} onClose={() => setSelected(null)} />
    </>
  );
}
