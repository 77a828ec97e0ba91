import { describe, expect, it } from 'vitest';
import { refusalField } from './refusal-field';

describe('refusalField', () => {
  it('finds the checkout field a refusal names', () => {
    expect(refusalField('customer.country: We deliver only to Sri Lanka')).toEqual({
      field: 'country',
      message: 'We deliver only to Sri Lanka',
    });
    expect(refusalField('customer.district: Please choose a district')).toEqual({
      field: 'district',
      message: 'Please choose a district',
    });
    // A quotation's order is the checkout's form itself, not a customer within an order.
    expect(refusalField('country: We deliver only to Sri Lanka')).toEqual({
      field: 'country',
      message: 'We deliver only to Sri Lanka',
    });
  });

  it('leaves any other refusal to the banner', () => {
    expect(refusalField('Prices have changed. Please review your cart.')).toBeUndefined();
    expect(refusalField('customer.promoCodeList: Too many')).toBeUndefined();
    expect(refusalField('items.0.id: A cart line has no valid product id')).toBeUndefined();
    expect(refusalField('Note: the shop is closed today')).toBeUndefined();
  });
});
