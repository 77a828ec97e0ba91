import { useState, type FormEvent } from 'react';
import {
  BANK_CONFIRMATION_MESSAGES,
  bankTransferReference,
  formatLKR,
  MAX_STATEMENT_REFERENCE,
  StatementReferenceSchema,
  type AdminOrder,
  type OrderStepRequest,
} from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import { Modal } from '../../../../components/modal';
import { StepButtons } from './step-buttons';

/**
 * What 'Confirm order' opens for a bank transfer whose money was not yet seen (core's
 * handConfirmationRefusal): verify its slip, or record the payment as the shop's bank statement
 * shows it, with its reference (audited with who did it).
 */
export function BankStatementDialog({
  order,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (step: OrderStepRequest) => void;
}) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StatementReferenceSchema.safeParse(reference);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onConfirm({ status: 'confirmed', statementReference: parsed.data });
  };

  return (
    <Modal open={open} title="Confirm a bank transfer" onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="text-sm text-slate-700">{BANK_CONFIRMATION_MESSAGES.verifySlip}</p>
        <p className="text-sm text-slate-700">
          Only once {formatLKR(order.total)} with the reference{' '}
          <span className="font-semibold">{bankTransferReference(order.id)}</span> is on the
          statement. The customer is mailed the receipt, and your name is kept with the reference.
        </p>
        <TextField
          label="Reference on the bank statement"
          name="statementReference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={error}
          maxLength={MAX_STATEMENT_REFERENCE}
          autoComplete="off"
        />
        <StepButtons label="Record payment and confirm" busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
