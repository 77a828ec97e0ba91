import { PageTitle } from '../../components/page-title';
import { PaymentResponseRedirect } from '../../features/payments/components/payment-response-redirect';

export function Component() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <PageTitle title="Processing Payment" />
      <PaymentResponseRedirect />
    </main>
  );
}
