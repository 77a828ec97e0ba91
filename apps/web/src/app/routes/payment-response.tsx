import { PageTitle } from '../../components/page-title';
import { PaymentResponseRedirect } from '../../features/payments/components/payment-response-redirect';
import { usePaymentsT } from '../../i18n/payments';

export function Component() {
  const t = usePaymentsT();
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <PageTitle title={t('response.title')} />
      <PaymentResponseRedirect />
    </main>
  );
}
