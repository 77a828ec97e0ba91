import type { OrderExportQuery } from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readToken } from '../../../lib/storage';
import { queryString } from './keys';

export type OrderCsvKind = 'orders' | 'lines';

const PATHS: Record<OrderCsvKind, string> = {
  orders: '/admin/orders/export.csv',
  lines: '/admin/orders/lines.csv',
};

/**
 * The orders the filter finds, or their lines, as CSV, saved under the server's file name. Fetched
 * with the stored token (a plain link would carry none), the server's message on a refusal.
 */
export async function downloadOrdersCsv(kind: OrderCsvKind, filter: OrderExportQuery) {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${PATHS[kind]}${queryString({ ...filter })}`, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('Network error. Please check your connection.', 0, 'network');
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const body = (await response.json().catch(() => undefined)) as
      { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new ApiError(message || 'We could not export the orders.', response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `${kind}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is freed a little later, for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
