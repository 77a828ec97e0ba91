import { describe, expect, it } from 'vitest';
import {
  heldLimitMessage,
  holdRefusal,
  refusedOrderRecord,
  shopContactWords,
  type HeldStock,
  type HoldLimits,
} from './holds';

const CONFIRMED: HoldLimits = { units: 60, valueCents: 300_000_000, perProduct: 20 };
const NOTHING: HeldStock = { units: 0, valueCents: 0, byProduct: new Map() };
const speaker = (quantity: number, unitCents = 25_000_000) => ({
  productId: 'spk',
  name: 'JBL EON715',
  quantity,
  unitCents,
});
const SHOP = { phone: '+94 11 234 5678', whatsapp: '94771234567', email: 'hello@lankaproaudio.lk' };

describe('holdRefusal', () => {
  it('lets an order reach each limit but not pass it', () => {
    // 12 × Rs. 250,000 = Rs. 3,000,000: exactly the value limit.
    expect(holdRefusal(NOTHING, [speaker(12)], CONFIRMED)).toBeNull();
    expect(holdRefusal(NOTHING, [speaker(13)], CONFIRMED)).toEqual({
      kind: 'value',
      valueCents: 325_000_000,
      maxCents: 300_000_000,
    });
  });

  it('counts a product across the unpaid orders: 15 held + 6 > 20', () => {
    const held: HeldStock = { units: 15, valueCents: 15_000, byProduct: new Map([['spk', 15]]) };
    expect(holdRefusal(held, [speaker(5, 1_000)], CONFIRMED)).toBeNull();
    expect(holdRefusal(held, [speaker(6, 1_000)], CONFIRMED)).toEqual({
      kind: 'product',
      name: 'JBL EON715',
      units: 21,
      max: 20,
    });
  });

  it('counts units across products: 55 held + 6 > 60', () => {
    const held: HeldStock = { units: 55, valueCents: 55_000, byProduct: new Map([['mic', 20]]) };
    expect(holdRefusal(held, [speaker(6, 1_000)], CONFIRMED)).toEqual({
      kind: 'units',
      units: 61,
      max: 60,
    });
  });

  it("counts the address's units last, and only when given: 7 held there + 2 > 8", () => {
    const lines = [speaker(2, 1_000)];
    const limits = { units: 10, valueCents: 50_000_000, perProduct: 20 };
    expect(holdRefusal(NOTHING, lines, limits)).toBeNull();
    expect(holdRefusal(NOTHING, lines, limits, { units: 6, max: 8 })).toBeNull();
    expect(holdRefusal(NOTHING, lines, limits, { units: 7, max: 8 })).toEqual({
      kind: 'address',
      units: 9,
      max: 8,
    });
  });
});

describe('the texts', () => {
  it('name every way to reach the shop, WhatsApp only when set', () => {
    expect(shopContactWords(SHOP)).toBe(
      'call us on +94 11 234 5678, message us on WhatsApp at +94771234567 or write to hello@lankaproaudio.lk',
    );
    expect(shopContactWords({ ...SHOP, whatsapp: null })).toBe(
      'call us on +94 11 234 5678 or write to hello@lankaproaudio.lk',
    );
  });

  it('tell a confirmed account to contact the shop, an unconfirmed one to confirm first', () => {
    const units = { kind: 'units', units: 61, max: 60 } as const;
    expect(heldLimitMessage(units, true, { ...SHOP, whatsapp: null })).toBe(
      'Your orders waiting for payment or for the shop to confirm them would hold 61 items; one account can hold at most 60. For a larger order, please call us on +94 11 234 5678 or write to hello@lankaproaudio.lk.',
    );
    expect(
      heldLimitMessage(
        { kind: 'value', valueCents: 60_000_000, maxCents: 50_000_000 },
        false,
        SHOP,
      ),
    ).toBe(
      'Your orders waiting for payment or for the shop to confirm them would come to Rs. 600,000; an account whose e-mail address is not confirmed can hold at most Rs. 500,000. Please confirm your e-mail address to order more, or call us on +94 11 234 5678, message us on WhatsApp at +94771234567 or write to hello@lankaproaudio.lk.',
    );
  });

  it('tell the unconfirmed accounts of one address what they hold together', () => {
    expect(heldLimitMessage({ kind: 'address', units: 9, max: 8 }, false, SHOP)).toBe(
      'The orders waiting for payment or for the shop to confirm them placed from your internet connection by accounts whose e-mail address is not confirmed would hold 9 items; together they can hold at most 8. Please confirm your e-mail address to order more, or call us on +94 11 234 5678, message us on WhatsApp at +94771234567 or write to hello@lankaproaudio.lk.',
    );
  });

  it('record who wanted what for the shop: 16 × Rs. 250,000 = Rs. 4,000,000', () => {
    const record = refusedOrderRecord({
      accountEmail: 'office@church.lk',
      confirmed: true,
      customer: {
        firstName: 'Ruwan',
        lastName: 'Silva',
        email: 'ruwan@church.lk',
        phone: '0771234567',
      },
      lines: [{ name: 'JBL EON715', quantity: 16, unitCents: 25_000_000 }],
      totalCents: 400_000_000,
      paymentMethod: 'cash',
      deliveryMethod: 'pickup',
      refusal: { kind: 'value', valueCents: 400_000_000, maxCents: 300_000_000 },
      held: { units: 0, valueCents: 0, orders: 0 },
    });
    expect(record.split('\n')).toEqual([
      'An order was refused by the limits on what unpaid orders may hold; the shopper was asked to call, message or write to the shop.',
      'Account: office@church.lk',
      'At checkout: Ruwan Silva, ruwan@church.lk, 0771234567',
      'Why: Rs. 4,000,000 in unpaid orders, over the Rs. 3,000,000 one account may hold',
      'Wanted:',
      '  16 × JBL EON715 at Rs. 250,000 = Rs. 4,000,000',
      'Total: Rs. 4,000,000 (Cash, Store Pickup)',
      'Already held: 0 items worth Rs. 0 in 0 unpaid orders',
    ]);
  });
});
