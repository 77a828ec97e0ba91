import { fetchPdf, savePdf } from '../../../api/get-receipt';

/** Saves an order's packing slip (a PDF without prices) as a file, fetched as the receipt is. */
export async function downloadPackingSlip(orderId: string): Promise<void> {
  const pdf = await fetchPdf(
    `/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`,
    'packing slip',
  );
  savePdf(pdf, `packing-slip-${orderId.slice(0, 8).toUpperCase()}.pdf`);
}
