import { PageTitle } from '../../components/page-title';
import { ConfirmEmailNotice } from '../../features/auth/components/confirm-email-notice';
import { OrderHistory } from '../../features/orders/components/order-history';

export function Component() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title="Order History" />
      <ConfirmEmailNotice />
      <OrderHistory />
    </main>
  );
}
