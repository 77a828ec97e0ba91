import { PageTitle } from '../../components/page-title';
import { PaymentTestPanel } from '../../features/payments/components/payment-test-panel';
import { usePaymentsT } from '../../i18n/payments';

export function Component() {
  const t = usePaymentsT();
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <PageTitle title={t('test.title')} />
      <h1 className="mb-6 text-3xl font-bold">{t('test.title')}</h1>
      <PaymentTestPanel />
    </main>
  );
}
