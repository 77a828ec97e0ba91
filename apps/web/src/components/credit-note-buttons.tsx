import { useState } from 'react';
import { formatLKR, refundDayWords, type OrderRefund } from '@avstore/core';
import { downloadCreditNote } from '../api/get-credit-note';
import { getErrorMessage } from '../lib/api-client';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';

/** 'Download credit note' for each refund that has one (decision 025); nothing for the others. */
export function CreditNoteButtons({
  orderId,
  refunds,
}: {
  orderId: string;
  refunds?: OrderRefund[];
}) {
  const noted = (refunds ?? []).filter((refund) => refund.creditNote);
  if (noted.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Credit notes">
      {noted.map((refund) => (
        <li key={refund.id}>
          <CreditNoteButton orderId={orderId} refund={refund} />
        </li>
      ))}
    </ul>
  );
}

function CreditNoteButton({ orderId, refund }: { orderId: string; refund: OrderRefund }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadCreditNote(orderId, refund.id);
    } catch (caught) {
      setError(getErrorMessage(caught, 'We could not get the credit note.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void download()}>
        {busy
          ? 'Preparing credit note...'
          : `Credit note: ${formatLKR(refund.amount)} refunded ${refundDayWords(refund.refundedOn)}`}
      </button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
