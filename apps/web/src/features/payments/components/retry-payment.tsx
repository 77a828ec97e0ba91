import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatCentsIn,
  formatLKRIn,
  lineTotalCents,
  toCents,
  type Order,
  type PaymentMethod,
} from '@avstore/core';
import { FormError, primaryButton } from '../../../components/form-fields';
import { ProductLine } from '../../../components/product-line';
import { useScreenLanguage } from '../../../i18n/common';
import { usePaymentsT, usePaymentsText } from '../../../i18n/payments';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { returnToState } from '../../../lib/return-to';
import { useSignedIn } from '../../../lib/use-signed-in';
import { useOrder } from '../../../api/get-order';
import { switchPaymentMethod } from '../api/payments-api';
import { startPayment } from '../start-payment';
import { OrderDelivery } from './order-delivery';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';
const secondaryLink =
  'inline-block rounded-lg px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100';

type Words = ReturnType<typeof usePaymentsT>;

/** Why an order cannot be paid now, or undefined when it can (card or KOKO, still pending). */
export function unpayableReason(order: Order, t: Words): string | undefined {
  switch (order.status) {
    case 'pending':
      break;
    case 'cancelled':
      return t('retry.cancelled');
    default:
      return t('retry.noPayment', { status: order.status });
  }
  if (order.paymentMethod === 'cash')
    return order.deliveryMethod === 'delivery' ? t('retry.cashDelivery') : t('retry.cashPickup');
  if (order.paymentMethod === 'bank_transfer') return t('retry.bankTransfer');
  return undefined;
}

/** The payment method picker the page composes in (the checkout's own cards). */
export type MethodChoice = (
  value: PaymentMethod,
  onChange: (method: PaymentMethod) => void,
) => ReactNode;

/** The button's words: the spec's 'Pay Now', or when a cash order is paid. */
const payLabel = (method: PaymentMethod, order: Order, t: Words) =>
  method === 'bank_transfer'
    ? t('retry.payBank')
    : method !== 'cash'
      ? t('payNow')
      : order.deliveryMethod === 'pickup'
        ? t('retry.payPickup')
        : t('retry.payDelivery');

/**
 * /checkout?orderId=…: pay again for an order whose payment did not go through (docs/product.md
 * §2). The order already exists, so only its summary (with its delivery address and charge, or its
 * store), the payment method (its own preselected: card, KOKO or cash) and a Pay Now button are
 * shown. Another method is set on the order first
 * (docs/product.md §12 "Paying another way"); cash then goes to the success page, as at checkout.
 */
export function RetryPayment({
  orderId,
  methodChoice,
}: {
  orderId: string;
  methodChoice: MethodChoice;
}) {
  const query = useOrder(orderId);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const here = `/checkout?orderId=${encodeURIComponent(orderId)}`;
  const t = usePaymentsT();
  const known = usePaymentsText();
  const language = useScreenLanguage();

  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {t('retry.loading')}
      </p>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section role="alert" className={card}>
        <h2 className="text-lg font-semibold">
          {notFound ? t('retry.notFound') : t('retry.failed')}
        </h2>
        {notFound ? null : (
          <p className="mt-2 text-red-700">
            {known(getErrorMessage(query.error, t('retry.loadFailed')))}
          </p>
        )}
        <ShopLink />
      </section>
    );
  }

  const order = query.data;
  const reason = unpayableReason(order, t);
  const chosen = method ?? order.paymentMethod;
  const pay = async () => {
    setBusy(true);
    setError(undefined);
    if (chosen !== order.paymentMethod) {
      try {
        queryClient.setQueryData(
          shopKeys.order(order.id),
          await switchPaymentMethod(order.id, chosen),
        );
        void queryClient.invalidateQueries({ queryKey: shopKeys.myOrders() });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) {
          void navigate('/login', { state: returnToState(here) });
          return;
        }
        setError(known(getErrorMessage(failure)));
        setBusy(false);
        void query.refetch(); // paid or cancelled meanwhile: the page then says so
        return;
      }
    }
    // Paid later, not here: the success page says how (a bank transfer: where, and the slip).
    if (chosen === 'cash' || chosen === 'bank_transfer') {
      void navigate(`/payment/success?orderId=${encodeURIComponent(order.id)}`);
      return;
    }
    // Either the browser leaves for the provider or startPayment sends it to /payment/failed.
    await startPayment(order.id, chosen);
  };
  const payable = !reason && signedIn;

  return (
    <section aria-labelledby="retry-payment" className={card}>
      <h2 id="retry-payment" className="text-lg font-semibold">
        {t('retry.order', { number: order.id.slice(0, 8).toUpperCase() })}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200" aria-label={t('retry.items')}>
        {order.items.map((item, index) => (
          <ProductLine
            key={`${item.productId}-${index}`}
            name={item.name}
            nameAs="span"
            nameClassName="font-medium"
            className="flex justify-between gap-4 py-3 text-sm"
            end={
              <span className="font-semibold">
                {formatCentsIn(language, lineTotalCents(toCents(item.price), item.quantity))}
              </span>
            }
          >
            {' '}
            <span className="text-slate-600">× {item.quantity}</span>
          </ProductLine>
        ))}
      </ul>
      <OrderDelivery order={order} />
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg">
        <span>{t('retry.total')}</span>
        <strong>{formatLKRIn(language, order.total)}</strong>
      </p>
      {payable ? (
        <fieldset disabled={busy} className="mt-6">
          {methodChoice(chosen, setMethod)}
        </fieldset>
      ) : (
        <p className="mt-2 flex justify-between text-sm text-slate-700">
          <span>{t('retry.method')}</span>
          <span className="font-semibold">{t(`method.${order.paymentMethod}`)}</span>
        </p>
      )}
      {reason ? (
        <div className="mt-6">
          <p role="status" className="text-slate-800">
            {reason}
          </p>
          <ShopLink />
        </div>
      ) : !signedIn ? (
        <p className="mt-6 text-slate-800">
          {t.rich('retry.signIn', {
            link: (
              <Link
                to="/login"
                state={returnToState(here)}
                className="font-semibold text-brand-700 underline"
              >
                {t('retry.signInLink')}
              </Link>
            ),
          })}
        </p>
      ) : (
        <div className="mt-6">
          <FormError message={error} />
          <button
            type="button"
            onClick={() => void pay()}
            disabled={busy}
            className={`${primaryButton} mt-4`}
          >
            {busy ? t('processing') : payLabel(chosen, order, t)}
          </button>
        </div>
      )}
    </section>
  );
}

function ShopLink() {
  return (
    <Link to="/shop" className={`${secondaryLink} mt-4`}>
      {usePaymentsT()('continue')}
    </Link>
  );
}
