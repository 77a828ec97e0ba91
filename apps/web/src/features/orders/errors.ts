import { ApiError } from '../../lib/api-client';

/** Thrown before any call when the history is asked for without a stored token (docs/product.md §8). */
export class MissingTokenError extends Error {
  constructor() {
    super('Authentication token not found. Please login again.');
    this.name = 'MissingTokenError';
  }
}

/** Delay before a refused session is sent to /login (docs/product.md §4, §9). */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/** The order history's error texts, in the order docs/product.md §8 lists them. */
export function ordersErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Session expired. Please login again.';
    if (error.status === 500) return 'Server error. Please contact support if this persists.';
    if (error.status === 0) return 'Network error. Please check your connection.';
    return error.message || 'Failed to load orders.';
  }
  return 'Failed to load orders. Please try again.';
}

/** A history error that only signing in again can cure (no token, or a 401). */
export function needsSignIn(error: unknown): boolean {
  return error instanceof MissingTokenError || (error instanceof ApiError && error.status === 401);
}

/** Refused answers are final; a lost connection or a 5xx is worth one more try. */
export function shouldRetryOrders(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export type OrderLookupFailure = { kind: 'not-found' } | { kind: 'error'; message: string };

/** The success page's error card (docs/product.md §2, §8): a 404 reads 'Order not found'. */
export function orderLookupFailure(error: unknown): OrderLookupFailure {
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
  if (error instanceof ApiError && error.status > 0) {
    return { kind: 'error', message: 'Failed to fetch order details' };
  }
  return { kind: 'error', message: 'Failed to load order details' };
}
