import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PaymentSuccess } from '../../features/orders/components/payment-success';

export function Component() {
  const [params] = useSearchParams();
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <PageTitle title="Payment Success" />
      <PaymentSuccess orderId={params.get('orderId')} />
    </main>
  );
}
