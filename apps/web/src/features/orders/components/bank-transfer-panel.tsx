import { Link, useLocation } from 'react-router';
import { bankTransferReference, formatDateTime, formatLKR, type Order } from '@avstore/core';
import { usePaymentSlips } from '../../../api/payment-slips';
import { BankDetails } from '../../../components/bank-details';
import { usePublicConfig } from '../../../config/public-config';
import { returnToState } from '../../../lib/return-to';
import { useSignedIn } from '../../../lib/use-signed-in';
import { SlipList } from './slip-list';
import { SlipUpload } from './slip-upload';

/**
 * A bank-transfer order's next steps, wherever the order is shown (the success page, the order
 * history): while it waits for the money, where to pay, the reference to quote, until when its
 * items are held and the slip's upload; then the slips sent and what the shop made of them
 * (docs/product.md §2 "Payment success", §12 "Bank transfer"). A chunk of its own, which the
 * pages that show an order load for a bank-transfer order only.
 */
export default function BankTransferPanel({ order }: { order: Order }) {
  return order.paymentMethod === 'bank_transfer' ? <TransferSteps order={order} /> : null;
}

function TransferSteps({ order }: { order: Order }) {
  const signedIn = useSignedIn();
  const config = usePublicConfig().data;
  const location = useLocation();
  const slips = usePaymentSlips(order.id, signedIn).data ?? [];
  const reference = bankTransferReference(order.id);
  const awaiting = order.status === 'pending' && !slips.some((s) => s.status === 'verified');
  const checking = slips.some((s) => s.status === 'waiting');
  const heldUntil = config && new Date(order.createdAt).getTime() + config.bankTransferHoldMs;

  return (
    <section
      aria-labelledby={`bank-transfer-${order.id}`}
      className="mt-8 space-y-4 rounded-xl bg-brand-50 p-5"
    >
      <h2 id={`bank-transfer-${order.id}`} className="text-lg font-semibold">
        {awaiting ? 'Pay by bank transfer' : 'Bank transfer'}
      </h2>
      {awaiting ? (
        <>
          <ol className="list-decimal space-y-1 pl-5 text-slate-800">
            <li>
              Transfer <strong>{formatLKR(order.total)}</strong> to our account below.
            </li>
            <li>
              Quote <strong>{reference}</strong> as the reference, so we can match your payment.
            </li>
            <li>Upload the payment slip here. We confirm your order once we have checked it.</li>
          </ol>
          {config?.bank ? (
            <BankDetails bank={config.bank} reference={reference} />
          ) : config ? (
            <p>Please call us on {config.shopPhone} for the account to pay into.</p>
          ) : null}
          {heldUntil && !checking ? (
            <p className="text-sm text-slate-700">
              We hold your items until {formatDateTime(heldUntil)}: without a payment slip by then,
              the order is cancelled and they go back on sale.
            </p>
          ) : null}
          {checking ? (
            <p role="status" className="text-sm font-medium text-slate-800">
              We have your slip and are checking that the money has arrived; your items stay held
              meanwhile.
            </p>
          ) : null}
          {signedIn ? (
            <SlipUpload orderId={order.id} />
          ) : (
            <p>
              <Link
                to="/login"
                state={returnToState(`${location.pathname}${location.search}`)}
                className="font-semibold text-brand-700 underline"
              >
                Sign in
              </Link>{' '}
              to upload the payment slip.
            </p>
          )}
        </>
      ) : (
        <p className="text-slate-800">
          {order.status === 'cancelled'
            ? 'This order was cancelled. If you transferred money for it, please call us and we will refund it.'
            : 'We have received your payment by bank transfer. Thank you.'}
        </p>
      )}
      {signedIn ? <SlipList slips={slips} /> : null}
    </section>
  );
}
