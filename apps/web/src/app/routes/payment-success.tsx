import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '@avstore/core';
import { useOrder } from '../../api/get-order';
import { PageTitle } from '../../components/page-title';
import { removeProduct } from '../../features/cart/cart-actions';
import { PaymentSuccess } from '../../features/orders/components/payment-success';
import { usePaymentsT } from '../../i18n/payments';

/**
 * Whether the cart has done its work for an order: a card or KOKO order once its payment confirmed
 * it, a cash or bank-transfer order at once. Until then the cart keeps its lines, so a declined payment loses
 * nothing (docs/product.md §4 "Checkout").
 */
export function orderSettled(order: Pick<Order, 'paymentMethod' | 'status'>): boolean {
  // Cash and bank-transfer orders are placed unpaid, for good: paid later, not here.
  if (order.paymentMethod === 'cash' || order.paymentMethod === 'bank_transfer')
    return order.status !== 'cancelled';
  return order.status === 'confirmed' || order.status === 'delivered';
}

export function Component() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useOrder(orderId).data;
  const t = usePaymentsT();

  useEffect(() => {
    // The order's own products leave the cart; anything added since stays.
    if (order && orderSettled(order))
      for (const item of order.items) if (item.productId) removeProduct(item.productId);
  }, [order]);

  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <PageTitle title={t('success.title')} />
      <PaymentSuccess orderId={orderId} />
    </main>
  );
}
