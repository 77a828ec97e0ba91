import { ApiError } from '../lib/api-client';
import { clearSession, readToken } from '../lib/storage';

/**
 * An order's PDF receipt (docs/product.md §14 "Receipt"), fetched with the stored token as the
 * API client sends it: the token stays in a header, never in an address that a log, the history
 * or a shared link would keep. Used by the order history and the back office.
 */
export async function getReceipt(orderId: string): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/receipt.pdf`, {
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
    throw new ApiError(message || 'We could not get the receipt.', response.status);
  }
  return response.blob();
}

/** The file a receipt is saved as: receipt-<order number>.pdf. */
export const receiptFileName = (orderId: string) =>
  `receipt-${orderId.slice(0, 8).toUpperCase()}.pdf`;

/**
 * Saves the receipt as a file, which the shopper or the shop opens and prints. A download rather
 * than a new tab: the store's Content-Security-Policy (object-src 'none') would stop a blob's PDF
 * viewer in a page of ours.
 */
export async function downloadReceipt(orderId: string): Promise<void> {
  const url = URL.createObjectURL(await getReceipt(orderId));
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(orderId);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is freed a little later, for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
