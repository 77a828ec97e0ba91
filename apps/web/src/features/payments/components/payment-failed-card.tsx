import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@avstore/core';
import { OrderId } from '../../../components/order-id';
import { usePaymentsT, usePaymentsText } from '../../../i18n/payments';

export const SUPPORT_EMAIL = 'support@example.com';

interface PaymentFailedCardProps {
  message: string | null;
  orderId: string | null;
  supportEmail?: string;
}

/** /payment/failed: why the payment failed and, with an order, a way to pay again (docs/product.md §2). */
export function PaymentFailedCard({ message, orderId, supportEmail }: PaymentFailedCardProps) {
  const support = supportEmail || SUPPORT_EMAIL;
  const t = usePaymentsT();
  const known = usePaymentsText();
  return (
    <section className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mx-auto h-14 w-14 rounded-full bg-red-100 p-3 text-red-700"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
      >
        <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />
      </svg>
      {/* Smaller on a phone: Tamil's 'Failed' is one long word. */}
      <h1 className="mt-4 break-words text-2xl font-bold sm:text-3xl">{t('failed.title')}</h1>
      <p className="mt-2 text-slate-600">{t('failed.text')}</p>
      <p
        role="alert"
        className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
      >
        {known(message || PAYMENT_MESSAGES.failedDefault)}
      </p>
      {orderId ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-5 text-left">
          <h2 className="text-sm font-semibold text-slate-700">{t('failed.reference')}</h2>
          <p className="mt-1">
            <OrderId id={orderId} />
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('failed.keep')}</p>
        </div>
      ) : null}
      {/* In a row, each button on one line: they wrap as whole buttons when the row is too
          narrow. On a phone, one under the other, a long Tamil label wraps inside its button. */}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center sm:whitespace-nowrap">
        {orderId ? (
          <Link
            to={`/checkout?${new URLSearchParams({ orderId }).toString()}`}
            className="rounded-lg bg-brand-500 px-5 py-2.5 font-semibold text-ink hover:bg-brand-600"
          >
            {t('failed.retry')}
          </Link>
        ) : null}
        <Link
          to="/cart"
          className="rounded-lg px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
        >
          {t('failed.cart')}
        </Link>
        <Link
          to="/shop"
          className="rounded-lg bg-ink px-5 py-2.5 font-semibold text-white hover:bg-slate-700"
        >
          {t('continue')}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        {t.rich('failed.help', {
          email: (
            <a href={`mailto:${support}`} className="font-semibold text-brand-700 underline">
              {support}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
