import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema, CreateOrderRequestSchema } from './order';
import { orderTotals } from './totals';

const customer = {
  email: 'nimal@example.lk',
  firstName: 'Nimal',
  lastName: 'Perera',
  phone: '+94 77 123 4567',
};
const item = { id: '11111111-1111-4111-8111-111111111111', price: 100, quantity: 1 };

describe('CreateOrderRequestSchema', () => {
  it('accepts pickup without an address', () => {
    const parsed = CreateOrderRequestSchema.safeParse({
      customer,
      items: [item],
      total: 100,
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    expect(parsed.success).toBe(true);
  });

  it('asks for the address when delivering', () => {
    const parsed = CreateOrderRequestSchema.safeParse({
      customer,
      items: [item],
      total: 100,
      deliveryMethod: 'delivery',
      paymentMethod: 'cash',
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'customer.country',
        'customer.address',
        'customer.city',
        'customer.zipCode',
      ]),
    );
  });

  it('refuses an empty cart and a bad e-mail', () => {
    expect(
      CreateOrderRequestSchema.safeParse({
        customer,
        items: [],
        total: 0,
        deliveryMethod: 'pickup',
        paymentMethod: 'cash',
      }).success,
    ).toBe(false);
    expect(
      CreateOrderRequestSchema.safeParse({
        customer: { ...customer, email: 'x@y' },
        items: [item],
        total: 100,
        deliveryMethod: 'pickup',
        paymentMethod: 'cash',
      }).success,
    ).toBe(false);
  });
});

describe('CreateOrderRequestSchema in Sri Lanka', () => {
  const toJaffna = {
    customer: {
      ...customer,
      phone: '077 123 4567',
      country: 'Sri Lanka',
      address: '5 Hospital Road',
      city: 'Jaffna',
      district: 'Jaffna',
    },
    items: [item],
    total: 100,
    deliveryMethod: 'delivery',
    paymentMethod: 'cash',
  };

  it('takes a district, no postcode, and keeps the mobile number in its one form', () => {
    const parsed = CreateOrderRequestSchema.parse(toJaffna);
    expect(parsed.customer.phone).toBe('+94771234567');
    expect(parsed.customer.zipCode).toBe('');
  });

  it('asks for the district and a Sri Lankan mobile number, under their fields', () => {
    const parsed = CreateOrderRequestSchema.safeParse({
      ...toJaffna,
      customer: { ...toJaffna.customer, district: '', city: 'Atlantis', phone: '021 222 3333' },
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['customer.phone', 'Please enter a Sri Lankan mobile number, such as 077 123 4567'],
      ['customer.district', 'Please choose a district'],
    ]);
  });

  it("takes the district from a known city when the spec's call sends none", () => {
    const { district: _, ...spec } = toJaffna.customer;
    for (const city of ['Ratnapura', 'colombo', 'Jaffna']) {
      const parsed = CreateOrderRequestSchema.parse({ ...toJaffna, customer: { ...spec, city } });
      expect(parsed.customer.district).toBe(
        { Ratnapura: 'Ratnapura', colombo: 'Colombo', Jaffna: 'Jaffna' }[city],
      );
    }
  });

  it('keeps a district that is sent, and asks for one for an unknown city', () => {
    const sent = { ...toJaffna, customer: { ...toJaffna.customer, city: 'Kandy' } };
    expect(CreateOrderRequestSchema.parse(sent).customer.district).toBe('Jaffna');
    const unknown = CreateOrderRequestSchema.safeParse({
      ...toJaffna,
      customer: { ...toJaffna.customer, district: undefined, city: 'Atlantis' },
    });
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['customer.district', 'Please choose a district'],
    ]);
  });

  it('leaves the district alone for pickup and abroad', () => {
    const { district: _, ...spec } = toJaffna.customer;
    const pickup = { ...toJaffna, deliveryMethod: 'pickup', customer: { ...spec, city: 'Kandy' } };
    expect(CreateOrderRequestSchema.parse(pickup).customer.district).toBeUndefined();
    const abroad = {
      ...toJaffna,
      customer: {
        ...spec,
        phone: '+91 44 2345 6789',
        country: 'India',
        city: 'Kandy',
        zipCode: '600001',
      },
    };
    expect(CreateOrderRequestSchema.parse(abroad).customer.district).toBeUndefined();
  });

  it('keeps a Sri Lankan mobile in its one form for pickup too', () => {
    const parsed = CreateOrderRequestSchema.parse({ ...toJaffna, deliveryMethod: 'pickup' });
    expect(parsed.customer.phone).toBe('+94771234567');
  });
});

describe('CheckoutFormSchema', () => {
  it('needs a country from the list for delivery', () => {
    const parsed = CheckoutFormSchema.safeParse({
      ...customer,
      deliveryMethod: 'delivery',
      paymentMethod: 'cash',
      country: 'Atlantis',
      address: '1 Main St',
      city: 'Kandy',
      zipCode: '20000',
    });
    expect(parsed.error?.issues[0]?.message).toBe('Please choose a country from the list');
  });
});

describe('orderTotals', () => {
  it('prices lines with discounts and promos, in cents', () => {
    const { units, lineTotals, total } = orderTotals([
      { prices: { priceCents: 3_000_000 }, quantity: 2, promoPercent: 10 },
      { prices: { priceCents: 5_000_000, discountPriceCents: 4_500_000 }, quantity: 1 },
    ]);
    // 2 x Rs. 30,000 at 10% off = Rs. 54,000; plus Rs. 45,000 = Rs. 99,000.
    expect(units).toEqual([2_700_000, 4_500_000]);
    expect(lineTotals).toEqual([5_400_000, 4_500_000]);
    expect(total).toBe(9_900_000);
  });
});
