import {
  formatDateTime,
  formatLKR,
  type AdminOrder,
  type BadgeTone,
  capitalise,
  methodLabel,
} from '@avstore/core';
import { Pill } from '../../../../components/badge';
import { DataTable, EmptyRow } from '../ui';

/** The payment states of docs/product.md §12; an unknown one shows as it comes, in grey. */
const STATES: Record<string, { label: string; tone: BadgeTone }> = {
  initiated: { label: 'Started', tone: 'yellow' },
  succeeded: { label: 'Paid', tone: 'green' },
  failed: { label: 'Failed', tone: 'grey' },
  refund_due: { label: 'Refund due', tone: 'red' },
};

function PaymentState({ status }: { status: string }) {
  const state = STATES[status] ?? { label: capitalise(status), tone: 'grey' as const };
  return <Pill tone={state.tone}>{state.label}</Pill>;
}

/** Every attempt to pay, oldest first. */
export function OrderPayments({ payments }: { payments: AdminOrder['payments'] }) {
  return (
    <section aria-labelledby="order-payments">
      <h2 id="order-payments" className="mb-3 text-lg font-semibold">
        Payment attempts
      </h2>
      <DataTable label="Payment attempts" head={['Date', 'Provider', 'Amount', 'Status']}>
        {payments.length === 0 ? (
          <EmptyRow columns={4}>No payment attempts (cash, or not paid yet).</EmptyRow>
        ) : (
          payments.map((payment) => (
            <tr key={payment.id}>
              <td className="px-4 py-3">{formatDateTime(payment.createdAt)}</td>
              <td className="px-4 py-3">{methodLabel(payment.provider)}</td>
              <td className="px-4 py-3">{formatLKR(payment.amount)}</td>
              <td className="px-4 py-3">
                <PaymentState status={payment.status} />
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}
