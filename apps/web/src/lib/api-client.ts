import { clearSession, readToken } from './storage';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Send the stored token (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
}

const NETWORK_ERROR = 'Network error. Please check your connection.';

/** The headers every call sends: JSON answers wanted, and the stored token unless `auth` is false. */
function headersFor(auth = true) {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = auth ? readToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers, token };
}

/** The one client of the API: base /api, bearer token when stored, the server's message on errors. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { headers, token } = headersFor(options.auth);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, 'network');
  }
  return answerOf<T>(response.status, await response.text(), token);
}

export interface UploadOptions {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  /** Every byte is sent: the server now works on it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

const stopped = () => new DOMException('The upload was stopped.', 'AbortError');

/**
 * POSTs a multipart/form-data body (files) as `api` sends JSON: the same token, errors and sign-out.
 * XMLHttpRequest rather than fetch: only it reports an upload's progress.
 */
export function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, onSent, signal } = options;
  if (signal?.aborted) return Promise.reject(stopped());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { headers, token } = headersFor();
    xhr.open('POST', `/api${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // Upload listeners go on before send(), or the browser may never report.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      try {
        resolve(answerOf<T>(xhr.status, xhr.responseText, token));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0, 'network'));
    xhr.onabort = () => reject(stopped());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The answer's JSON, or an ApiError with the server's message; a refused token signs out. */
function answerOf<T>(status: number, text: string, token: string | null): T {
  const data: unknown = text ? safeJson(text) : undefined;
  if (status < 200 || status >= 300) {
    // The stored token was refused (expired, or revoked by a password reset).
    if (status === 401 && token) clearSession();
    const body = data as { message?: unknown; error?: unknown; code?: string } | undefined;
    const message =
      typeof body?.message === 'string'
        ? body.message
        : typeof body?.error === 'string'
          ? body.error
          : '';
    throw new ApiError(message, status, body?.code);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A message to show for any thrown value, with a fallback when it carries none. */
export function getErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
