import { describe, expect, it } from 'vitest';
import { currentPriceCents, effectivePriceCents, pricesInCents, promoPriceCents } from './price';
import { lineTotalCents, toCents, toRupees } from './money';
import { RupeesSchema } from './rupees-schema';

describe('prices', () => {
  it('uses the discount price when one is set', () => {
    expect(currentPriceCents({ priceCents: 3_000_000, discountPriceCents: 2_750_000 })).toBe(
      2_750_000,
    );
    expect(currentPriceCents({ priceCents: 3_000_000, discountPriceCents: null })).toBe(3_000_000);
    expect(currentPriceCents({ priceCents: 3_000_000 })).toBe(3_000_000);
  });

  it("reads the API's rupees into cents", () => {
    expect(pricesInCents({ price: 30000, discountPrice: 27500.5 })).toEqual({
      priceCents: 3_000_000,
      discountPriceCents: 2_750_050,
    });
    expect(pricesInCents({ price: 19.99 })).toEqual({ priceCents: 1999, discountPriceCents: null });
  });

  it('takes the promo percent off the current price', () => {
    // Rs. 30,000 at 10% off is Rs. 27,000.
    expect(promoPriceCents(3_000_000, 10)).toBe(2_700_000);
    // Rs. 27,500 (discounted) at 10% off is Rs. 24,750.
    expect(effectivePriceCents({ priceCents: 3_000_000, discountPriceCents: 2_750_000 }, 10)).toBe(
      2_475_000,
    );
  });

  it('rounds a promo price half-up to the cent', () => {
    // Rs. 0.15 at 50% off = 7.5 cents, rounded up to 8.
    expect(promoPriceCents(15, 50)).toBe(8);
    // Rs. 0.13 at 50% off = 6.5 cents -> 7; Rs. 0.99 at 33% off = 66.33 cents -> 66.
    expect(promoPriceCents(13, 50)).toBe(7);
    expect(promoPriceCents(99, 33)).toBe(66);
  });

  it('uses the current price when there is no promo', () => {
    expect(effectivePriceCents({ priceCents: 199_999 })).toBe(199_999);
    expect(effectivePriceCents({ priceCents: 199_999 }, null)).toBe(199_999);
  });
});

describe('money', () => {
  it('converts rupees and cents both ways', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });

  it('accepts at most two decimals', () => {
    expect(RupeesSchema.safeParse(12.5).success).toBe(true);
    expect(RupeesSchema.safeParse(19.99).success).toBe(true);
    expect(RupeesSchema.safeParse(1.005).success).toBe(false);
    expect(RupeesSchema.safeParse(-1).success).toBe(false);
  });

  it('refuses a price over Rs. 100,000,000, saying so', () => {
    expect(RupeesSchema.safeParse(100_000_000).success).toBe(true);
    const over = RupeesSchema.safeParse(100_000_000.01);
    expect(over.error?.issues[0]?.message).toBe('A price cannot be over Rs. 100,000,000');
  });
});

describe('lineTotalCents', () => {
  it('multiplies in cents: 3 × Rs. 0.10 is Rs. 0.30, 2 × Rs. 27,000.50 is Rs. 54,001', () => {
    expect(toRupees(lineTotalCents(toCents(0.1), 3))).toBe(0.3);
    expect(0.1 * 3).not.toBe(0.3); // what counting in cents guards against
    expect(lineTotalCents(2_700_050, 2)).toBe(5_400_100);
  });
});
