import { fetchPdf, savePdf } from './get-receipt';

/** A refund's credit note (decision 025), fetched as the receipt is, for its owner and staff. */
export const getCreditNote = (orderId: string, refundId: string): Promise<Blob> =>
  fetchPdf(
    `/api/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/credit-note.pdf`,
    'credit note',
  );

/** Saves a refund's credit note as credit-note-<order number>-<refund>.pdf. */
export async function downloadCreditNote(orderId: string, refundId: string): Promise<void> {
  const order = orderId.slice(0, 8).toUpperCase();
  savePdf(
    await getCreditNote(orderId, refundId),
    `credit-note-${order}-${refundId.slice(0, 4)}.pdf`,
  );
}
