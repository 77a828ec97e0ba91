import type { ReactNode } from 'react';
import { addressLine, customerName, methodLabel, type AdminOrder } from '@avstore/core';
import { card } from '../ui';
import { OrderCorrection } from './order-correction';

/** Who ordered, how they pay and how it reaches them. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  const { customer } = order;
  return (
    <section className={`${card} p-6`} aria-labelledby="order-customer">
      <h2 id="order-customer" className="text-lg font-semibold">
        Customer
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        <Fact term="Name">{customerName(customer) || 'N/A'}</Fact>
        <Fact term="E-mail">
          {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : 'N/A'}
        </Fact>
        <Fact term="Phone">
          {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : 'N/A'}
        </Fact>
        <Fact term="Account">{order.userEmail || 'N/A'}</Fact>
        <Fact term="Delivery">{methodLabel(order.deliveryMethod)}</Fact>
        {order.deliveryMethod === 'delivery' ? (
          <Fact term="Address">{addressLine(customer) || 'N/A'}</Fact>
        ) : null}
        <Fact term="Payment">{methodLabel(order.paymentMethod)}</Fact>
        {customer.promoCodeList.length > 0 ? (
          <Fact term="Promo codes entered">
            {customer.promoCodeList.map((promo) => promo.promoCode).join(', ')}
          </Fact>
        ) : null}
      </dl>
      <OrderCorrection order={order} />
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
