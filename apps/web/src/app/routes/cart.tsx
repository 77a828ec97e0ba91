import { Link, useNavigate } from 'react-router';
import { cartCount, cartTotalCents, formatCentsIn } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { ChevronLeftIcon } from '../../components/control-icons';
import { clearCart } from '../../features/cart/cart-actions';
import { useCart } from '../../features/cart/cart-store';
import { CartRow } from '../../features/cart/components/cart-row';
import { useCartT } from '../../i18n/cart';
import { useLanguage } from '../../i18n/language';

export function Component() {
  const cart = useCart();
  const navigate = useNavigate();
  const t = useCartT();
  const language = useLanguage();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t('title')} />
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-slate-700 hover:text-ink"
        >
          <ChevronLeftIcon width={16} height={16} />
          {t('continue')}
        </button>
      </div>
      <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
      {cart.length === 0 ? (
        <section className="mt-10 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-xl font-semibold">{t('empty')}</h2>
          <p className="mt-2 text-slate-600">{t('emptyText')}</p>
          <Link
            to="/"
            className="mt-6 inline-block rounded-lg bg-ink px-5 py-2.5 font-semibold text-white hover:bg-slate-700"
          >
            {t('start')}
          </Link>
        </section>
      ) : (
        <section
          className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          aria-labelledby="cart-items"
        >
          <div className="flex items-center justify-between">
            <h2 id="cart-items" className="text-lg font-semibold">
              {t('items', { count: cartCount(cart) })}
            </h2>
            <button
              type="button"
              onClick={clearCart}
              className="text-sm font-semibold text-red-700 hover:underline"
            >
              {t('clear')}
            </button>
          </div>
          <ul className="divide-y divide-slate-200">
            {cart.map((line) => (
              <CartRow key={line.id} line={line} />
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg">
              {t('total')}{' '}
              <strong className="text-2xl">{formatCentsIn(language, cartTotalCents(cart))}</strong>
            </p>
            <div className="flex flex-wrap gap-3">
              <Link
                to="/"
                className="rounded-lg px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
              >
                {t('continue')}
              </Link>
              <Link
                to="/quotations/new"
                className="rounded-lg px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
              >
                {t('quotation')}
              </Link>
              <Link
                to="/checkout"
                className="rounded-lg bg-brand-500 px-5 py-2.5 font-semibold text-ink hover:bg-brand-600"
              >
                {t('checkout')}
              </Link>
            </div>
          </div>
        </section>
      )}
    </main>
  );
}
