import { ApiError } from '../lib/api-client';
import { clearSession, readToken } from '../lib/storage';

/**
 * A PDF of the API fetched with the stored token as the API client sends it: the token stays in a
 * header, never in an address that a log, the history or a shared link would keep. `what` names
 * it in the message when the server gives none.
 */
export async function fetchPdf(path: string, what: string): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: {
        accept: 'application/pdf',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError('Network error. Please check your connection.', 0, 'network');
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const body = (await response.json().catch(() => undefined)) as
      { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new ApiError(message || `We could not get the ${what}.`, response.status);
  }
  return response.blob();
}

/**
 * Saves a PDF as a file, which the shopper or the shop opens and prints. A download rather than a
 * new tab: the store's Content-Security-Policy (object-src 'none') would stop a blob's PDF viewer
 * in a page of ours.
 */
export function savePdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is freed a little later, for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** An order's PDF receipt (docs/product.md §14 "Receipt"): the order history and the back office. */
export const getReceipt = (orderId: string): Promise<Blob> =>
  fetchPdf(`/api/orders/${encodeURIComponent(orderId)}/receipt.pdf`, 'receipt');

/** The file a receipt is saved as: receipt-<order number>.pdf. */
export const receiptFileName = (orderId: string) =>
  `receipt-${orderId.slice(0, 8).toUpperCase()}.pdf`;

/** Saves an order's receipt as a file. */
export async function downloadReceipt(orderId: string): Promise<void> {
  savePdf(await getReceipt(orderId), receiptFileName(orderId));
}
