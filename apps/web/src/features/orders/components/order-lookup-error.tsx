import { Link } from 'react-router';
import { useOrdersT, useOrdersText } from '../../../i18n/orders';
import type { OrderLookupFailure } from '../errors';

/** The success page's error card: a message, or 'Order not found', and a way home (docs/product.md §2). */
export function OrderLookupError({ failure }: { failure: OrderLookupFailure }) {
  const t = useOrdersT();
  const known = useOrdersText();
  return (
    <section
      role="alert"
      className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      {failure.kind === 'not-found' ? (
        <h1 className="text-2xl font-bold">{t('notFound')}</h1>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('wrong')}</h1>
          <p className="mt-2 text-red-700">{known(failure.message)}</p>
        </>
      )}
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-ink px-6 py-3 font-semibold text-white hover:bg-slate-700"
      >
        {t('home')}
      </Link>
    </section>
  );
}
