import { formatLKR, refundDayWords, type OrderRefund } from '@avstore/core';
import { downloadCreditNote } from '../api/get-credit-note';
import { DownloadButton } from './download-button';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';

/** What the credit notes' buttons say: English, unless the screen gives its language's. */
export interface CreditNoteWords {
  /** The list's name. */
  list: string;
  label: (refund: OrderRefund) => string;
  busy: string;
  failure: string;
  /** The server's refusal as the page shows it. */
  readMessage?: (message: string) => string;
}

/** The back office's words, and the order history's in English. */
export const CREDIT_NOTE_WORDS: CreditNoteWords = {
  list: 'Credit notes',
  label: (refund) =>
    `Credit note: ${formatLKR(refund.amount)} refunded ${refundDayWords(refund.refundedOn)}`,
  busy: 'Preparing credit note...',
  failure: 'We could not get the credit note.',
};

/** 'Download credit note' for each refund that has one (decision 025); nothing for the others. */
export function CreditNoteButtons({
  orderId,
  refunds,
  words = CREDIT_NOTE_WORDS,
}: {
  orderId: string;
  refunds?: OrderRefund[];
  words?: CreditNoteWords;
}) {
  const noted = (refunds ?? []).filter((refund) => refund.creditNote);
  if (noted.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={words.list}>
      {noted.map((refund) => (
        <li key={refund.id}>
          <DownloadButton
            download={() => downloadCreditNote(orderId, refund.id)}
            label={words.label(refund)}
            busyLabel={words.busy}
            failure={words.failure}
            readMessage={words.readMessage}
            className={buttonClass}
          />
        </li>
      ))}
    </ul>
  );
}
