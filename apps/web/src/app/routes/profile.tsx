import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ConfirmEmailNotice } from '../../features/auth/components/confirm-email-notice';
import { OrderHistory } from '../../features/orders/components/order-history';
import { useOrdersT } from '../../i18n/orders';

export function Component() {
  const t = useOrdersT();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={t('history')} />
      <ConfirmEmailNotice />
      <Link to="/account/quotations" className="font-semibold text-brand-700 hover:underline">
        {t('quotations')}
      </Link>
      <OrderHistory />
    </main>
  );
}
