import { formatLKR, refundDayWords, type OrderRefund } from '@avstore/core';
import { downloadCreditNote } from '../api/get-credit-note';
import { DownloadButton } from './download-button';

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
  return (
    <DownloadButton
      download={() => downloadCreditNote(orderId, refund.id)}
      label={`Credit note: ${formatLKR(refund.amount)} refunded ${refundDayWords(refund.refundedOn)}`}
      busyLabel="Preparing credit note..."
      failure="We could not get the credit note."
      className={buttonClass}
    />
  );
}
