import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { usePublicConfig } from '../../config/public-config';
import { PaymentFailedCard } from '../../features/payments/components/payment-failed-card';
import { usePaymentsT } from '../../i18n/payments';

export function Component() {
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const t = usePaymentsT();
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <PageTitle title={t('failed.title')} />
      <PaymentFailedCard
        message={params.get('message')}
        orderId={params.get('orderId')}
        supportEmail={config.data?.shopEmail}
      />
    </main>
  );
}
