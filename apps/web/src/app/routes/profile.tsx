import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ConfirmEmailNotice } from '../../features/auth/components/confirm-email-notice';
import { OrderHistory } from '../../features/orders/components/order-history';

export function Component() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title="Order History" />
      <ConfirmEmailNotice />
      <Link to="/account/quotations" className="font-semibold text-brand-700 hover:underline">
        Your quotations
      </Link>
      <OrderHistory />
    </main>
  );
}
