import { describe, expect, it } from 'vitest';
import {
  deliveryChargeCents,
  deliveryRatesInCents,
  NO_DELIVERY_CHARGES,
  type DeliveryChargeInput,
} from './charge';

const rates = deliveryRatesInCents({
  charges: [
    { district: 'Jaffna', charge: 1500 },
    { district: 'Colombo', charge: 350.5 },
  ],
  freeThreshold: 100_000,
});
const toJaffna: DeliveryChargeInput = {
  deliveryMethod: 'delivery',
  country: 'Sri Lanka',
  district: 'Jaffna',
  goodsCents: 5_000_000,
};

describe('deliveryRatesInCents', () => {
  it('keeps the delivery times the shop has said, by district', () => {
    const read = deliveryRatesInCents({
      charges: [
        { district: 'Jaffna', charge: 1500, deliveryTime: '3-4 working days' },
        { district: 'Colombo', charge: 350, deliveryTime: null },
      ],
      freeThreshold: null,
    });
    expect(read.deliveryTimes).toEqual({ Jaffna: '3-4 working days' });
  });
});

describe('deliveryChargeCents', () => {
  it("charges the district's rate", () => {
    expect(deliveryChargeCents(toJaffna, rates)).toBe(150_000);
    expect(deliveryChargeCents({ ...toJaffna, district: 'Colombo' }, rates)).toBe(35_050);
  });

  it('charges nothing where the shop has set nothing', () => {
    expect(deliveryChargeCents({ ...toJaffna, district: 'Kandy' }, rates)).toBe(0);
    expect(deliveryChargeCents(toJaffna, NO_DELIVERY_CHARGES)).toBe(0);
  });

  it('charges nothing for store pickup or before a district is chosen', () => {
    expect(deliveryChargeCents({ ...toJaffna, deliveryMethod: 'pickup' }, rates)).toBe(0);
    expect(deliveryChargeCents({ ...toJaffna, deliveryMethod: undefined }, rates)).toBe(0);
    expect(deliveryChargeCents({ ...toJaffna, district: '' }, rates)).toBe(0);
    expect(deliveryChargeCents({ ...toJaffna, district: null }, rates)).toBe(0);
  });

  it('charges nothing abroad, where the shop prices delivery in person', () => {
    expect(deliveryChargeCents({ ...toJaffna, country: 'India' }, rates)).toBe(0);
  });

  it('charges nothing once the goods reach the threshold, and the rate just below it', () => {
    // Rs. 100,000 threshold: Rs. 100,000.00 is free, Rs. 99,999.99 pays Rs. 1,500.
    expect(deliveryChargeCents({ ...toJaffna, goodsCents: 10_000_000 }, rates)).toBe(0);
    expect(deliveryChargeCents({ ...toJaffna, goodsCents: 9_999_999 }, rates)).toBe(150_000);
  });

  it('reads no inherited name as a district', () => {
    expect(deliveryChargeCents({ ...toJaffna, district: 'constructor' }, rates)).toBe(0);
  });
});
