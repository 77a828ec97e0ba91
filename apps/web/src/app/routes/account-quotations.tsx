import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { QuotedOrderForm } from '../../features/checkout/components/quoted-order-form';
import { startPayment } from '../../features/payments/start-payment';
import {
  QuotationDetail,
  type QuotedOrderSlot,
} from '../../features/quotations/components/quotation-detail';
import { QuotationList } from '../../features/quotations/components/quotation-list';
import { useQuotationsT } from '../../i18n/quotations';

/** An accepted quotation is ordered through the checkout's form, and paid as the checkout pays. */
const orderForm: QuotedOrderSlot = (quotation, ordered) => (
  <QuotedOrderForm quotation={quotation} pay={startPayment} onPlaced={ordered} />
);

/** The shopper's quotations, and one of them by its id. */
export function Component() {
  const { id } = useParams();
  const t = useQuotationsT();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title={t('title')} />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {id ? (
        <>
          <Link
            to="/account/quotations"
            className="mt-2 inline-block text-sm font-semibold underline"
          >
            {t('all')}
          </Link>
          <QuotationDetail id={id} orderForm={orderForm} />
        </>
      ) : (
        <QuotationList />
      )}
    </main>
  );
}
