import { formatDayIn, formatLKRIn } from '@avstore/core';
import type { CreditNoteWords } from '../../components/credit-note-buttons';
import { useScreenLanguage } from '../../i18n/common';
import { useOrdersText, useOrdersT } from '../../i18n/orders';

/**
 * What the credit notes' buttons say in the page's language: the refund's amount and day as the
 * order's refunds write them, and the server's refusals the orders' catalogue knows ('Credit note
 * not found'). Apart from the receipt's words: the success page, which has no credit note, does
 * not fetch the day's month names.
 */
export function useCreditNoteWords(): CreditNoteWords {
  const t = useOrdersT();
  const language = useScreenLanguage();
  return {
    list: t('creditNotes'),
    label: (refund) =>
      t('creditNote', {
        amount: formatLKRIn(language, refund.amount),
        day: formatDayIn(language, refund.refundedOn),
      }),
    busy: t('creditNote.busy'),
    failure: t('creditNote.failed'),
    readMessage: useOrdersText(),
  };
}
