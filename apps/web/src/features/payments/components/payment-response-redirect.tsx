import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paymentResponseTarget } from '@avstore/core';
import { usePaymentsT } from '../../../i18n/payments';
import { getPaymentStatus } from '../api/payments-api';

/**
 * /payment/response: every provider return lands here; a spinner shows while docs/product.md §4's rules
 * pick the success or failed page, which then replaces this one in the history.
 */
export function PaymentResponseRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  const t = usePaymentsT();

  useEffect(() => {
    let cancelled = false;
    const search = new URLSearchParams(query);
    void paymentResponseTarget(
      {
        status: search.get('status'),
        message: search.get('message'),
        order_id: search.get('order_id'),
        transaction_ref: search.get('transaction_ref'),
      },
      getPaymentStatus,
    ).then((target) => {
      if (!cancelled) void navigate(target, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [query, navigate]);

  return (
    <div role="status" className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className="h-14 w-14 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500"
      />
      <h1 className="mt-6 text-2xl font-bold">{t('response.title')}</h1>
      <p className="mt-2 text-slate-600">{t('response.wait')}</p>
    </div>
  );
}
