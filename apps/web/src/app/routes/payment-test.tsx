import { PageTitle } from '../../components/page-title';
import { PaymentTestPanel } from '../../features/payments/components/payment-test-panel';

export function Component() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <PageTitle title="Payment test" />
      <h1 className="mb-6 text-3xl font-bold">Payment test</h1>
      <PaymentTestPanel />
    </main>
  );
}
