import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CSV_MESSAGES,
  PRODUCT_CSV_LIMITS,
  ProductImportResultSchema,
  type ProductImportResult,
} from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readToken } from '../../../lib/storage';
import { adminKeys } from './keys';

const NETWORK_ERROR = 'Network error. Please check your connection.';

/**
 * A call with the stored token in a header, as the API client sends it, for what the client
 * does not carry: a file answered, a file sent as it is. The server's message on a refusal.
 */
async function send(path: string, init: RequestInit & { accept: string }, fallback: string) {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: init.accept,
        ...(init.body ? { 'content-type': 'text/csv' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0, 'network');
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const body = (await response.json().catch(() => undefined)) as
      { message?: unknown; code?: string } | undefined;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new ApiError(message || fallback, response.status, body?.code);
  }
  return response;
}

/** Every product as CSV (docs/decisions/020-product-csv.md), saved under the server's name. */
export async function downloadProductsCsv(): Promise<void> {
  const response = await send(
    '/admin/products/export.csv',
    { accept: 'text/csv' },
    'We could not export the products.',
  );
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'products.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is freed a little later, for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Sends a products CSV as it is: a dry run lists what it would do, a real run applies it all or
 * nothing. A file over the limit is refused here, before a byte is sent.
 */
export async function importProductsCsv(file: File, dryRun: boolean): Promise<ProductImportResult> {
  if (file.size > PRODUCT_CSV_LIMITS.bytes) throw new ApiError(CSV_MESSAGES.tooBig, 0, 'invalid');
  const response = await send(
    `/admin/products/import?dryRun=${dryRun}`,
    { method: 'POST', accept: 'application/json', body: file },
    'We could not import the file.',
  );
  const answer = ProductImportResultSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new ApiError('The import gave no answer the shop can read.', 500);
  return answer.data;
}

/** The import as a mutation; a real run that applied refreshes every product list. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      importProductsCsv(file, dryRun),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
