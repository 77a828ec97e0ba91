import { CHECKOUT_MESSAGES } from '@avstore/core';
import { ApiError } from '../../lib/api-client';

/** docs/product.md §8 "Order creation": the server's text, or 'Failed to create order'; else the fallback. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || CHECKOUT_MESSAGES.createFailed;
  return CHECKOUT_MESSAGES.processFailed;
}
