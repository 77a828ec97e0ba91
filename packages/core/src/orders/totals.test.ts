import { describe, expect, it } from 'vitest';
import { orderSavings } from './totals';

describe('orderSavings', () => {
  it('adds up (list − paid) × quantity: 2 × (Rs. 30,000 − Rs. 27,000) + 1 × (Rs. 1.30 − Rs. 1.10) = Rs. 6,000.20', () => {
    expect(
      orderSavings([
        { originalPrice: 30000, price: 27000, quantity: 2 },
        { originalPrice: 1.3, price: 1.1, quantity: 1 },
      ]),
    ).toBe(6000.2);
  });

  it('never counts a line paid above its list price against the savings', () => {
    expect(orderSavings([{ originalPrice: 100, price: 120, quantity: 1 }])).toBe(0);
  });
});
