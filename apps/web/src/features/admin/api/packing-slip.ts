import { ApiError } from '../../../lib/api-client';
import { clearSession, readToken } from '../../../lib/storage';

/**
 * Saves an order's packing slip (a PDF without prices) as a file, fetched with the stored token in
 * a header as the receipt is (api/get-receipt.ts), for the Content-Security-Policy's same reason.
 */
export async function downloadPackingSlip(orderId: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`, {
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
    throw new ApiError(message || 'We could not get the packing slip.', response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `packing-slip-${orderId.slice(0, 8).toUpperCase()}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
