import { describe, expect, it } from 'vitest';
import { orderSavingsCents } from './totals';

describe('orderSavingsCents', () => {
  it('adds up (list − paid) × quantity: 2 × (Rs. 30,000 − Rs. 27,000) + 1 × (Rs. 1.30 − Rs. 1.10) = Rs. 6,000.20', () => {
    expect(
      orderSavingsCents([
        { originalCents: 3_000_000, unitCents: 2_700_000, quantity: 2 },
        { originalCents: 130, unitCents: 110, quantity: 1 },
      ]),
    ).toBe(600_020);
  });

  it('never counts a line paid above its list price against the savings', () => {
    expect(orderSavingsCents([{ originalCents: 10_000, unitCents: 12_000, quantity: 1 }])).toBe(0);
  });
});
