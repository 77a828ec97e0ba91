import { lazy, Suspense, type ReactNode } from 'react';
import {
  addressLine,
  customerName,
  formatRsIn,
  type CustomerParts,
  type Language,
  type Order,
} from '@avstore/core';
import { Modal } from '../../../components/modal';
import { OrderId } from '../../../components/order-id';
import { CreditNoteButtons } from '../../../components/credit-note-buttons';
import { ReceiptButton } from '../../../components/receipt-button';
import { useScreenLanguage } from '../../../i18n/common';
import { placeName } from '../../../i18n/known';
import { useOrderDate } from '../../../i18n/order-date';
import { useOrdersT, useReceiptWords } from '../../../i18n/orders';
import { useCreditNoteWords } from '../credit-note-words';
import { useMethodName } from '../method-name';
import { OrderItemRow } from './order-item-row';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';

// Fetched for a bank-transfer order only (as on the success page).
const BankTransferPanel = lazy(() => import('./bank-transfer-panel'));

interface OrderDetailsModalProps {
  order: Order | null;
  onClose: () => void;
}

/** Everything about one order: facts, customer, lines, promotions and total (docs/product.md §2). */
export function OrderDetailsModal({ order, onClose }: OrderDetailsModalProps) {
  const t = useOrdersT();
  return (
    <Modal open={order !== null} title={t('details')} onClose={onClose} width="max-w-3xl">
      {order ? <OrderDetails order={order} /> : null}
    </Modal>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const customer = order.customer;
  const promotions = customer?.promoCodeList ?? [];
  const t = useOrdersT();
  const language = useScreenLanguage();
  const dateOf = useOrderDate();
  const methodName = useMethodName();
  const creditNoteWords = useCreditNoteWords();
  const receiptWords = useReceiptWords();
  const na = t('na');
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term={t('orderId')}>
          <OrderId id={order.id} />
        </Fact>
        <Fact term={t('orderDate')}>{dateOf(order.createdAt)}</Fact>
        <Fact term={t('status')}>
          <OrderStatusBadge status={order.status} />
        </Fact>
        <Fact term={t('paymentMethod')}>{methodName(order.paymentMethod)}</Fact>
        <Fact term={t('deliveryMethod')}>{methodName(order.deliveryMethod)}</Fact>
      </dl>
      <OrderProgress order={order} />
      {order.paymentMethod === 'bank_transfer' ? (
        <Suspense fallback={null}>
          <BankTransferPanel order={order} />
        </Suspense>
      ) : null}
      <section aria-labelledby="order-customer">
        <h3 id="order-customer" className="text-lg font-semibold">
          {t('customer')}
        </h3>
        <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact term={t('name')}>{customerName(customer) || na}</Fact>
          <Fact term={t('email')}>{customer?.email || na}</Fact>
          <Fact term={t('phone')}>{customer?.phone || na}</Fact>
          <Fact term={t('address')}>{addressIn(language, customer) || na}</Fact>
        </dl>
      </section>
      <section aria-labelledby="order-items">
        <h3 id="order-items" className="text-lg font-semibold">
          {t('items')}
        </h3>
        <ul className="divide-y divide-slate-200">
          {(order.items ?? []).map((item, index) => (
            <OrderItemRow key={`${item.productId ?? item.name}-${index}`} item={item} />
          ))}
        </ul>
      </section>
      {promotions.length > 0 ? (
        <section aria-labelledby="order-promotions">
          <h3 id="order-promotions" className="text-lg font-semibold">
            {t('promotions')}
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {promotions.map((promo) => (
              <li key={`${promo.productId}-${promo.promoCode}`}>
                {t.rich('promoOn', {
                  code: <span className="font-semibold text-violet-700">{promo.promoCode}</span>,
                  product: <span className="font-mono">{promo.productId.slice(0, 8)}</span>,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.deliveryMethod === 'delivery' || order.deliveryCharge > 0 ? (
        <p className="flex items-center justify-between border-t border-slate-200 pt-4">
          <span>{t('deliveryCharge')}</span>
          <span className="font-semibold">{formatRsIn(language, order.deliveryCharge)}</span>
        </p>
      ) : null}
      <p className="flex items-center justify-between border-t border-slate-200 pt-4 text-lg">
        <span>{t('totalAmount')}</span>
        <strong className="text-2xl text-ink">{formatRsIn(language, order.total)}</strong>
      </p>
      {order.id ? (
        <div className="flex flex-wrap items-start justify-end gap-2">
          <CreditNoteButtons orderId={order.id} refunds={order.refunds} words={creditNoteWords} />
          <ReceiptButton orderId={order.id} {...receiptWords} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The address as the order keeps it, its district and country, English there, named in the page's
 * language by the checkout's catalogue; a district named as its city still left out.
 */
function addressIn(language: Language, customer: CustomerParts | null | undefined): string {
  if (!customer) return '';
  return addressLine({
    ...customer,
    district:
      customer.district === customer.city
        ? null
        : placeName(language, 'district', customer.district),
    country: placeName(language, 'country', customer.country),
  });
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
