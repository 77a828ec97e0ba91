import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { orderErrorMessage } from './checkout-errors';

describe('orderErrorMessage', () => {
  it('shows the server text, then the spec fallbacks', () => {
    expect(
      orderErrorMessage(new ApiError('Prices have changed. Please review your cart.', 409)),
    ).toBe('Prices have changed. Please review your cart.');
    expect(orderErrorMessage(new ApiError('', 500))).toBe('Failed to create order');
    expect(orderErrorMessage(new TypeError('x is undefined'))).toBe(
      'Failed to process order. Please try again.',
    );
  });
});
