import { useOrder } from '../../../api/get-order';
import { useOrdersT } from '../../../i18n/orders';
import { orderLookupFailure } from '../errors';
import { OrderLookupError } from './order-lookup-error';
import { OrderReceipt } from './order-receipt';

/** /payment/success: the order named by the query, or why it cannot be shown (docs/product.md §2, §8). */
export function PaymentSuccess({ orderId }: { orderId: string | null }) {
  const query = useOrder(orderId);
  const t = useOrdersT();
  if (!orderId) {
    return <OrderLookupError failure={{ kind: 'error', message: 'Order ID not found' }} />;
  }
  if (query.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        {t('loadingOrder')}
      </p>
    );
  }
  if (query.isError) return <OrderLookupError failure={orderLookupFailure(query.error)} />;
  if (!query.data) return <OrderLookupError failure={{ kind: 'not-found' }} />;
  return <OrderReceipt order={query.data} />;
}
