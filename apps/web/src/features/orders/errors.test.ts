import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  MissingTokenError,
  needsSignIn,
  orderLookupFailure,
  ordersErrorMessage,
  shouldRetryOrders,
} from './errors';

describe('ordersErrorMessage (docs/product.md §8)', () => {
  it.each([
    [new MissingTokenError(), 'Authentication token not found. Please login again.'],
    [new ApiError('Unauthorized', 401), 'Session expired. Please login again.'],
    [new ApiError('Boom', 500), 'Server error. Please contact support if this persists.'],
    [new ApiError('Too many requests', 429), 'Too many requests'],
    [new ApiError('', 404), 'Failed to load orders.'],
    [
      new ApiError('Network error. Please check your connection.', 0),
      'Network error. Please check your connection.',
    ],
    [new TypeError('x is undefined'), 'Failed to load orders. Please try again.'],
    [undefined, 'Failed to load orders. Please try again.'],
  ])('maps %o to %s', (error, message) => {
    expect(ordersErrorMessage(error)).toBe(message);
  });
});

describe('needsSignIn', () => {
  it('is true for a missing token and a 401 only', () => {
    expect(needsSignIn(new MissingTokenError())).toBe(true);
    expect(needsSignIn(new ApiError('', 401))).toBe(true);
    expect(needsSignIn(new ApiError('', 403))).toBe(false);
    expect(needsSignIn(new Error('401'))).toBe(false);
  });
});

describe('shouldRetryOrders', () => {
  it('retries a lost connection or a 5xx once, never a refusal', () => {
    expect(shouldRetryOrders(0, new ApiError('', 0))).toBe(true);
    expect(shouldRetryOrders(0, new ApiError('', 503))).toBe(true);
    expect(shouldRetryOrders(1, new ApiError('', 503))).toBe(false);
    expect(shouldRetryOrders(0, new ApiError('', 401))).toBe(false);
    expect(shouldRetryOrders(0, new MissingTokenError())).toBe(false);
  });
});

describe('orderLookupFailure (success page)', () => {
  it('reads a 404 as not found, other answers as a fetch failure, the rest as a load failure', () => {
    expect(orderLookupFailure(new ApiError('Order not found', 404))).toEqual({ kind: 'not-found' });
    expect(orderLookupFailure(new ApiError('Boom', 500))).toEqual({
      kind: 'error',
      message: 'Failed to fetch order details',
    });
    expect(orderLookupFailure(new ApiError('Network error', 0))).toEqual({
      kind: 'error',
      message: 'Failed to load order details',
    });
    expect(orderLookupFailure(new SyntaxError('bad json'))).toEqual({
      kind: 'error',
      message: 'Failed to load order details',
    });
  });
});
