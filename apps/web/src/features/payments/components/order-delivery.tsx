import type { ReactNode } from 'react';
import { formatLKRIn, type Order } from '@avstore/core';
import { usePublicConfig } from '../../../config/public-config';
import { useScreenLanguage } from '../../../i18n/common';
import { placeName } from '../../../i18n/known';
import { usePaymentsT } from '../../../i18n/payments';

/**
 * How an order reaches the shopper, on the page that pays for it again: where it is delivered
 * and what the delivery costs (part of the total), or the store it is collected from.
 */
export function OrderDelivery({ order }: { order: Order }) {
  const config = usePublicConfig().data;
  const { customer } = order;
  const t = usePaymentsT();
  const language = useScreenLanguage();
  if (order.deliveryMethod === 'pickup')
    return (
      <dl className="mt-4 border-t border-slate-200 pt-4 text-sm">
        <Row term={t('delivery.pickup')}>{config?.shopAddress ?? t('delivery.atStore')}</Row>
        {config ? <Row term={t('delivery.hours')}>{config.shopHours}</Row> : null}
      </dl>
    );
  const place = [customer.city, customer.district, customer.zipCode, customer.country];
  // The district and the country as the order keeps them, English, named in the page's language.
  const named = [
    customer.city,
    placeName(language, 'district', customer.district),
    customer.zipCode,
    placeName(language, 'country', customer.country),
  ];
  return (
    <dl className="mt-4 border-t border-slate-200 pt-4 text-sm">
      <Row term={t('delivery.to')}>
        <span className="block">
          {customer.firstName} {customer.lastName}
        </span>
        <span className="block">{customer.address}</span>
        <span className="block">
          {named.filter((_, i) => place[i] && place.indexOf(place[i]) === i).join(', ')}
        </span>
      </Row>
      <Row term={t('delivery.charge')}>
        <strong>{formatLKRIn(language, order.deliveryCharge)}</strong>
      </Row>
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
