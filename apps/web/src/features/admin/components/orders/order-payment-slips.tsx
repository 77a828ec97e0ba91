import { useState } from 'react';
import {
  bankTransferReference,
  fileSizeWords,
  formatDateTime,
  formatLKR,
  SLIP_STATUS_LABELS,
  type AdminOrder,
  type BadgeTone,
  type PaymentSlip,
} from '@avstore/core';
import { usePaymentSlips } from '../../../../api/payment-slips';
import { Pill } from '../../../../components/badge';
import { SlipFileButton } from '../../../../components/slip-file-button';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useDecideSlip } from '../../api/payment-slips';
import { card, dangerPlainButton, darkButton } from '../ui';
import { RejectSlipDialog, VerifySlipDialog } from './slip-decision-dialogs';

const TONES: Record<PaymentSlip['status'], BadgeTone> = {
  waiting: 'yellow',
  verified: 'green',
  rejected: 'red',
};

/**
 * A bank-transfer order's payment slips (docs/product.md §15 "Orders"): each opened, and while the
 * order waits for its money, verified once the transfer is in the account, or rejected with the
 * reason the customer is mailed.
 */
export function OrderPaymentSlips({ order }: { order: AdminOrder }) {
  const transfer = order.paymentMethod === 'bank_transfer';
  const slips = usePaymentSlips(order.id, transfer);
  const decide = useDecideSlip(order.id);
  const [verifying, setVerifying] = useState<PaymentSlip>();
  const [rejecting, setRejecting] = useState<PaymentSlip>();
  const [verifyError, setVerifyError] = useState<string>();
  if (!transfer) return null;
  const reference = bankTransferReference(order.id);
  const open = order.status === 'pending';

  const verify = () =>
    decide.mutate(
      { slipId: verifying!.id, verify: true },
      {
        onSuccess: () => {
          setVerifying(undefined);
          notify('success', 'Payment verified: the order is confirmed and the customer mailed.');
        },
        onError: (error) => setVerifyError(getErrorMessage(error, 'Could not verify the slip.')),
      },
    );
  const reject = async (reason: string) => {
    await decide.mutateAsync({ slipId: rejecting!.id, reason });
    setRejecting(undefined);
    notify('success', 'Slip rejected: the customer is mailed the reason.');
  };

  return (
    <section className={`${card} mb-6 space-y-3 p-4`} aria-labelledby="payment-slips">
      <h2 id="payment-slips" className="text-lg font-semibold">
        Payment slips
      </h2>
      <p className="text-sm text-slate-600">
        Bank transfer of {formatLKR(order.total)} with the reference <strong>{reference}</strong>.
        Verify a slip once the money is in the shop&apos;s account.
      </p>
      {slips.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(slips.error, 'The slips could not be loaded.')}
        </p>
      ) : (slips.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-700">
          {slips.isPending ? 'Loading the slips...' : 'No slip yet: the customer has not sent one.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Payment slips">
          {slips.data!.map((slip) => (
            <li key={slip.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="break-all font-medium">{slip.fileName}</p>
                <p className="text-slate-600">
                  {fileSizeWords(slip.size)} · sent {formatDateTime(slip.createdAt)}
                </p>
                {slip.reason ? <p className="mt-1 text-red-800">Reason: {slip.reason}</p> : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Pill tone={TONES[slip.status]}>{SLIP_STATUS_LABELS[slip.status]}</Pill>
                <SlipFileButton orderId={order.id} slip={slip} />
                {open && slip.status === 'waiting' ? (
                  <>
                    <button
                      type="button"
                      className={darkButton}
                      onClick={() => {
                        setVerifyError(undefined);
                        setVerifying(slip);
                      }}
                    >
                      Verify payment
                    </button>
                    <button
                      type="button"
                      className={dangerPlainButton}
                      onClick={() => setRejecting(slip)}
                    >
                      Reject
                    </button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <VerifySlipDialog
        slip={verifying}
        total={order.total}
        reference={reference}
        busy={decide.isPending}
        error={verifyError}
        onVerify={verify}
        onClose={() => setVerifying(undefined)}
      />
      <RejectSlipDialog
        slip={rejecting}
        busy={decide.isPending}
        onReject={reject}
        onClose={() => setRejecting(undefined)}
      />
    </section>
  );
}
