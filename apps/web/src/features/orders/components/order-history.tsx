import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ORDER_PAGE_SIZE } from '@avstore/core';
import { useOrdersT, useOrdersText } from '../../../i18n/orders';
import { readToken } from '../../../lib/storage';
import { useMyOrders } from '../api/get-my-orders';
import { needsSignIn, ordersErrorMessage } from '../errors';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { returnToState } from '../../../lib/return-to';
import { OrderList } from './order-list';

/** The signed-in user's order history (docs/product.md §2 "Profile"); visitors are sent to /login. */
export function OrderHistory() {
  // Read once: a session refused later shows its message before the delayed redirect.
  const [hadToken] = useState(() => readToken() !== null);
  const [page, setPage] = useState(1);
  const query = useMyOrders(page, { enabled: hadToken });
  const t = useOrdersT();
  const known = useOrdersText();
  useSignInRedirect(query.isError && needsSignIn(query.error));
  const total = query.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  if (!hadToken) return <Navigate to="/login" state={returnToState('/profile')} replace />;

  const orders = query.data?.orders ?? [];
  const current = Math.min(page, totalPages);
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // Not while another page loads: the page shown stays, and that is not a refresh.
  const refreshing = query.isFetching && !query.isPending && !query.isPlaceholderData;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('history')}</h1>
          {query.data ? (
            <p className="mt-1 text-slate-600">
              {t('showing', {
                total,
                first: (current - 1) * ORDER_PAGE_SIZE + 1,
                last: Math.min(current * ORDER_PAGE_SIZE, total),
              })}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="rounded-lg px-4 py-2 font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {refreshing ? t('refreshing') : t('refresh')}
        </button>
      </div>
      {query.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {known(ordersErrorMessage(query.error))}
        </p>
      ) : null}
      {query.isPending && !query.isError ? (
        <p role="status" className="mt-10 text-center text-slate-600">
          {t('loadingOrders')}
        </p>
      ) : null}
      {query.data && total === 0 ? (
        <section className="mt-10 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-xl font-semibold">{t('none')}</h2>
          <p className="mt-2 text-slate-600">{t('noneText')}</p>
          <Link to="/shop" className="mt-6 inline-block font-semibold text-brand-700 underline">
            {t('start')}
          </Link>
        </section>
      ) : null}
      {orders.length > 0 ? (
        <OrderList
          orders={orders}
          page={current}
          totalPages={totalPages}
          onPageChange={changePage}
        />
      ) : null}
    </>
  );
}
