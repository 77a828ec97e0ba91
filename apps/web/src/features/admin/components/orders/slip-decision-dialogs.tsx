import { useState, type FormEvent } from 'react';
import { formatLKR, RejectSlipRequestSchema, type PaymentSlip } from '@avstore/core';
import { Modal } from '../../../../components/modal';
import { getErrorMessage } from '../../../../lib/api-client';
import { TextAreaField } from '../settings/text-area-field';
import { darkButton, dangerButton, plainButton } from '../ui';

interface DialogProps {
  slip: PaymentSlip | undefined;
  busy: boolean;
  onClose: () => void;
}

/** Asks before a slip is verified: the order is then paid, confirmed and the customer mailed. */
export function VerifySlipDialog({
  slip,
  total,
  reference,
  busy,
  error,
  onVerify,
  onClose,
}: DialogProps & { total: number; reference: string; error?: string; onVerify: () => void }) {
  return (
    <Modal
      open={slip !== undefined}
      title="Verify this payment?"
      onClose={onClose}
      width="max-w-md"
    >
      <div className="space-y-3 text-slate-700">
        <p>
          Verify only once {formatLKR(total)} with the reference <strong>{reference}</strong> is in
          the shop&apos;s account. The order is then confirmed, and the customer mailed the receipt.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={plainButton} onClick={onClose} disabled={busy}>
          Not yet
        </button>
        <button type="button" className={darkButton} onClick={onVerify} disabled={busy}>
          {busy ? 'Working…' : 'Verify payment'}
        </button>
      </div>
    </Modal>
  );
}

/** The reason a slip is not accepted, which the customer reads in the mail. */
export function RejectSlipDialog({
  slip,
  busy,
  onReject,
  onClose,
}: DialogProps & { onReject: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RejectSlipRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await onReject(parsed.data.reason);
      setReason('');
      setError(undefined);
    } catch (failure) {
      setError(getErrorMessage(failure, 'The slip could not be rejected.'));
    }
  };
  return (
    <Modal open={slip !== undefined} title="Reject this slip" onClose={close} width="max-w-md">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <TextAreaField
          label="Reason the customer reads"
          hint="For example: the amount on the slip is short, or it cannot be read. The customer may send another slip."
          rows={3}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex justify-end gap-3">
          <button type="button" className={plainButton} onClick={close} disabled={busy}>
            Keep it
          </button>
          <button type="submit" className={dangerButton} disabled={busy}>
            {busy ? 'Working…' : 'Reject slip'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
