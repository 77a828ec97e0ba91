import { formatRsIn, type Order } from '@avstore/core';
import { useScreenLanguage } from '../../../i18n/common';
import { useOrderDate } from '../../../i18n/order-date';
import { useOrdersT } from '../../../i18n/orders';
import { useMethodName } from '../method-name';
import { OrderStatusBadge } from './order-status-badge';
import { OrderProgress } from './order-progress';

interface OrderCardProps {
  order: Order;
  /** 1-based place in the whole list, shown when the order has no id (docs/product.md §2). */
  position: number;
  onViewDetails: (order: Order) => void;
}

/** One order in the history: number, status, date, total, items and methods (docs/product.md §2). */
export function OrderCard({ order, position, onViewDetails }: OrderCardProps) {
  const t = useOrdersT();
  const language = useScreenLanguage();
  const dateOf = useOrderDate();
  const methodName = useMethodName();
  const number = order.id ? order.id.slice(0, 8).toUpperCase() : String(position);
  const title = t('orderNumber', { number });
  const count = (order.items ?? []).reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <article className="flex flex-1 flex-col" aria-label={title}>
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="text-sm text-slate-600">{dateOf(order.createdAt)}</p>
          </div>
          <p>
            <span className="sr-only">{t('statusIs')}</span>
            <OrderStatusBadge status={order.status} />
          </p>
        </div>
        <dl className="mt-4 grid flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('total')}</dt>
          <dd className="text-right font-bold text-ink">{formatRsIn(language, order.total)}</dd>
          {order.deliveryCharge > 0 ? (
            <>
              <dt className="text-slate-600">{t('deliveryCharge')}</dt>
              <dd className="text-right">{formatRsIn(language, order.deliveryCharge)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('items')}</dt>
          <dd className="text-right">{t('itemCount', { count })}</dd>
          <dt className="text-slate-600">{t('paymentMethodLower')}</dt>
          <dd className="text-right">{methodName(order.paymentMethod)}</dd>
          <dt className="text-slate-600">{t('deliveryMethodLower')}</dt>
          <dd className="text-right">{methodName(order.deliveryMethod)}</dd>
        </dl>
        <div className="mt-4">
          <OrderProgress order={order} />
        </div>
        <button
          type="button"
          onClick={() => onViewDetails(order)}
          className="mt-5 rounded-lg bg-ink px-4 py-2.5 font-semibold text-white hover:bg-slate-700"
          aria-label={t('viewDetailsFor', { title })}
        >
          {t('viewDetails')}
        </button>
      </article>
    </li>
  );
}
