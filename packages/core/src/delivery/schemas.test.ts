import { describe, expect, it } from 'vitest';
import { DeliveryDetailsSchema, UpdateDeliveryRatesRequestSchema } from './schemas';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('UpdateDeliveryRatesRequestSchema', () => {
  it('takes charges by district and a threshold', () => {
    const parsed = UpdateDeliveryRatesRequestSchema.safeParse({
      charges: [
        { district: 'Jaffna', charge: 1500 },
        { district: 'Colombo', charge: 0 },
      ],
      freeThreshold: 250_000.5,
    });
    expect(parsed.success).toBe(true);
    expect(
      UpdateDeliveryRatesRequestSchema.safeParse({ charges: [], freeThreshold: null }).success,
    ).toBe(true);
  });

  it('says what is wrong with each', () => {
    const parsed = UpdateDeliveryRatesRequestSchema.safeParse({
      charges: [
        { district: 'Jaffna', charge: -1 },
        { district: 'Kandy', charge: 10.005 },
        { district: 'Atlantis', charge: 10 },
        { district: 'Jaffna', charge: 2_000_000 },
      ],
      freeThreshold: 0,
    });
    expect(messages(parsed)).toEqual([
      'charges.0.charge: A charge cannot be negative',
      'charges.1.charge: Use at most two decimals',
      'charges.3.charge: A charge cannot be over Rs. 1,000,000',
      'freeThreshold: The threshold must be above 0; leave it empty for no free delivery',
      'charges.2.district: Atlantis is not a district of Sri Lanka',
      'charges.3.district: Jaffna is listed twice',
    ]);
    // A number above 0 that is 0 in whole cents is refused too (the store keeps cents).
    const tiny = UpdateDeliveryRatesRequestSchema.safeParse({ charges: [], freeThreshold: 2e-73 });
    expect(tiny.success).toBe(false);
  });
});

describe('the delivery time of a district', () => {
  const withTime = (deliveryTime: unknown) =>
    UpdateDeliveryRatesRequestSchema.safeParse({
      charges: [{ district: 'Jaffna', charge: 1500, deliveryTime }],
      freeThreshold: null,
    });

  it('is a time in days, or none', () => {
    for (const time of ['1-2 working days', 'Next day', '  3 to 5 Days ', '', null, undefined])
      expect(withTime(time).success, String(time)).toBe(true);
    expect(withTime('  2-3 working days ').data?.charges[0]?.deliveryTime).toBe('2-3 working days');
  });

  it('says what is wrong', () => {
    expect(messages(withTime('soon'))).toEqual([
      'charges.0.deliveryTime: Say the time in days, such as 1-2 working days',
    ]);
    expect(messages(withTime('1-2 working days, or 3 in the rainy season'))).toEqual([
      'charges.0.deliveryTime: Use at most 40 characters',
    ]);
  });
});

describe('DeliveryDetailsSchema', () => {
  const details = {
    firstName: 'Kumar',
    lastName: 'Sivakumar',
    phone: '077-123-4567',
    country: 'Sri Lanka',
    address: '5 Hospital Road',
    city: 'Jaffna',
    district: 'Jaffna',
    deliveryMethod: 'delivery' as const,
  };

  it('keeps the mobile number in its one form', () => {
    const parsed = DeliveryDetailsSchema.parse(details);
    expect(parsed.phone).toBe('+94771234567');
    expect(parsed.zipCode).toBe('');
  });

  it("checks the address by the delivery's rules", () => {
    expect(messages(DeliveryDetailsSchema.safeParse({ ...details, district: '' }))).toEqual([
      'district: Please choose a district',
    ]);
    expect(
      DeliveryDetailsSchema.safeParse({ ...details, district: '', deliveryMethod: 'pickup' })
        .success,
    ).toBe(true);
  });
});
