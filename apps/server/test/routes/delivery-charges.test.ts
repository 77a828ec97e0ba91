import { describe, expect } from 'vitest';
import { OrderSchema, type CreateOrderRequest } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody, stockOf, type TestProduct } from '../helpers/catalogue';
import { it, type Admin, type Shopper } from '../fixtures';

let mixer: TestProduct;

it.beforeAll(async ({ t }) => {
  mixer = await insertProduct(t.database.pool, { price: 40000, stock: 1000 });
});

const JAFFNA = {
  country: 'Sri Lanka',
  district: 'Jaffna',
  city: 'Jaffna',
  address: '5 Hospital Road',
  zipCode: '',
};

const setRates = async (
  admin: Admin,
  t: TestApp,
  charges: { district: string; charge: number }[],
  freeThreshold = null as number | null,
) =>
  expect(
    (await call(t, 'PUT', '/api/admin/delivery', admin.token, { charges, freeThreshold })).status,
  ).toBe(200);

/** An order of `quantity` mixers delivered to Jaffna, its total and charge as the page would send. */
const toJaffna = (
  quantity: number,
  page: { total?: number; deliveryCharge?: number } = {},
  customer: Partial<CreateOrderRequest['customer']> = JAFFNA,
): CreateOrderRequest => ({
  ...orderBody([{ product: mixer, quantity }], { deliveryMethod: 'delivery', customer }),
  ...page,
});
const read = async (shopper: Shopper, t: TestApp, id: unknown) =>
  OrderSchema.parse(
    await (
      await fetch(`${t.url}/api/orders/${id as string}`, {
        headers: bearer(shopper.token),
      })
    ).json(),
  );

describe('the delivery charge of an order', () => {
  it('is 0 while the shop has set none', async ({ admin, shopper, placeOrder, t }) => {
    await setRates(admin, t, []);
    const res = await placeOrder(toJaffna(1, { total: 40000, deliveryCharge: 0 }));
    expect(res.status).toBe(201);
    const order = await read(shopper, t, res.body.id);
    expect(order).toMatchObject({ total: 40000, deliveryCharge: 0 });
    expect(order.customer.district).toBe('Jaffna');
  });

  it("is the district's charge, added to the total and kept on the order", async ({
    admin,
    shopper,
    placeOrder,
    t,
  }) => {
    await setRates(admin, t, [
      { district: 'Jaffna', charge: 1500 },
      { district: 'Colombo', charge: 350 },
    ]);
    const res = await placeOrder(toJaffna(2, { total: 81500, deliveryCharge: 1500 }));
    expect(res.status).toBe(201);
    expect(await read(shopper, t, res.body.id)).toMatchObject({
      total: 81500,
      deliveryCharge: 1500,
      deliveryMethod: 'delivery',
      customer: { district: 'Jaffna', city: 'Jaffna', country: 'Sri Lanka' },
    });
    const { rows } = await t.database.pool.query(
      'SELECT total_cents, delivery_charge_cents, district FROM orders WHERE id = $1',
      [res.body.id],
    );
    expect(rows[0]).toEqual({
      total_cents: '8150000',
      delivery_charge_cents: '150000',
      district: 'Jaffna',
    });
  });

  it('is computed by the server whatever the page sends: a tampered charge or total is 409', async ({
    admin,
    placeOrder,
    t,
  }) => {
    await setRates(admin, t, [{ district: 'Jaffna', charge: 1500 }]);
    const before = await stockOf(t.database.pool, mixer.id);
    for (const page of [
      { total: 40000, deliveryCharge: 0 }, // no charge at all
      { total: 40000 }, // the charge left out of the total
      { total: 41500, deliveryCharge: 1 }, // a charge of Rs. 1, the total right
      { total: 40001, deliveryCharge: 1 },
      { total: 42000, deliveryCharge: 1500 }, // a total that is not goods plus charge
    ]) {
      const res = await placeOrder(toJaffna(1, page));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Prices have changed. Please review your cart.');
    }
    expect(await stockOf(t.database.pool, mixer.id)).toBe(before);
    // Without a deliveryCharge field (the spec's request), the total decides.
    expect((await placeOrder(toJaffna(1, { total: 41500 }))).status).toBe(201);
  });

  it('is nothing for store pickup, whatever the district', async ({
    admin,
    shopper,
    placeOrder,
    t,
  }) => {
    await setRates(admin, t, [{ district: 'Jaffna', charge: 1500 }]);
    const body = orderBody([{ product: mixer }], { customer: { district: 'Jaffna' } });
    const res = await placeOrder({ ...body, deliveryCharge: 0 });
    expect(res.status).toBe(201);
    const order = await read(shopper, t, res.body.id);
    expect(order).toMatchObject({ total: 40000, deliveryCharge: 0 });
    expect(order.customer.district).toBeNull();
    const charged = await placeOrder({ ...body, total: 41500 });
    expect(charged.status).toBe(409);
  });

  it('is nothing once the goods after promos reach the free threshold', async ({
    admin,
    shopper,
    placeOrder,
    t,
  }) => {
    await setRates(admin, t, [{ district: 'Jaffna', charge: 1500 }], 80000);
    // Rs. 40,000 pays the charge; 2 x Rs. 40,000 = Rs. 80,000 reaches the threshold.
    expect((await placeOrder(toJaffna(1, { total: 41500, deliveryCharge: 1500 }))).status).toBe(
      201,
    );
    const free = await placeOrder(toJaffna(2, { total: 80000, deliveryCharge: 0 }));
    expect(free.status).toBe(201);
    expect(await read(shopper, t, free.body.id)).toMatchObject({ total: 80000, deliveryCharge: 0 });
  });

  it('counts the goods after their promo against the threshold', async ({
    admin,
    placeOrder,
    t,
  }) => {
    const promoted = await insertProduct(t.database.pool, {
      price: 100000,
      promoCode: 'SAVE10',
      promoDiscount: 10,
    });
    await setRates(admin, t, [{ district: 'Jaffna', charge: 1500 }], 95000);
    // Rs. 100,000 at 10% off = Rs. 90,000: under Rs. 95,000, so the charge applies.
    const body = orderBody([{ product: promoted, price: 90000, promoCode: 'SAVE10' }], {
      deliveryMethod: 'delivery',
      customer: JAFFNA,
    });
    expect((await placeOrder({ ...body, total: 90000 })).status).toBe(409);
    const res = await placeOrder({ ...body, total: 91500, deliveryCharge: 1500 });
    expect(res.status).toBe(201);
  });
});

describe('a Sri Lankan address', () => {
  it.beforeAll(({ admin, t }) => setRates(admin, t, []));

  it.for(['077 123 4567', '0771234567', '+94 77 123 4567', '94771234567', '077-123-4567'])(
    'takes the mobile number %s and keeps it as +94771234567',
    async (phone, { t, shopper, placeOrder }) => {
      const res = await placeOrder(toJaffna(1, { total: 40000 }, { ...JAFFNA, phone }));
      expect(res.status).toBe(201);
      expect((await read(shopper, t, res.body.id)).customer.phone).toBe('+94771234567');
    },
  );

  it.for(['021 222 3333', '077 123 456', '7712345678', 'call me'])(
    'refuses the number %s with 400',
    async (phone, { placeOrder }) => {
      const res = await placeOrder(toJaffna(1, { total: 40000 }, { ...JAFFNA, phone }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'customer.phone: Please enter a Sri Lankan mobile number, such as 077 123 4567',
      );
    },
  );

  it('needs a district from the list, unless its city is a town the store knows', async ({
    placeOrder,
  }) => {
    for (const [district, city, message] of [
      ['', 'Atlantis', 'Please choose a district'],
      ['Northern', 'Jaffna', 'Please choose a district from the list'],
    ]) {
      const res = await placeOrder(toJaffna(1, { total: 40000 }, { ...JAFFNA, district, city }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`customer.district: ${message}`);
    }
  });

  it('takes no postcode, or one of 5 digits', async ({ placeOrder }) => {
    expect(
      (await placeOrder(toJaffna(1, { total: 40000 }, { ...JAFFNA, zipCode: '' }))).status,
    ).toBe(201);
    expect(
      (await placeOrder(toJaffna(1, { total: 40000 }, { ...JAFFNA, zipCode: '40000' }))).status,
    ).toBe(201);
    const res = await placeOrder(toJaffna(1, { total: 40000 }, { ...JAFFNA, zipCode: '400' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('customer.zipCode: A postcode has 5 digits, such as 10350');
  });
});

describe("the spec's order call, which names a city and no district", () => {
  /** The spec's checkout customer (docs/product.md §3): country, address, city, zipCode. */
  const specCustomer = (city: string) => ({
    email: 'nimal@example.lk',
    firstName: 'Nimal',
    lastName: 'Perera',
    phone: '077 123 4567',
    country: 'Sri Lanka',
    address: '12 Main Street',
    city,
    zipCode: '00100',
    deliveryMethod: 'delivery' as const,
    paymentMethod: 'cash' as const,
    promoCodeList: [],
  });
  const specOrder = (city: string, total: number) => ({
    customer: specCustomer(city),
    items: [{ id: mixer.id, name: mixer.name, price: mixer.price, quantity: 1 }],
    total,
    deliveryMethod: 'delivery',
    paymentMethod: 'cash',
  });

  it('takes the district of a town the store knows, whatever its case, and charges it', async ({
    admin,
    shopper,
    placeOrder,
    t,
  }) => {
    await setRates(admin, t, [{ district: 'Ratnapura', charge: 1200 }]);
    const ratnapura = await placeOrder(specOrder('Ratnapura', 41200));
    expect(ratnapura.status).toBe(201);
    expect(await read(shopper, t, ratnapura.body.id)).toMatchObject({
      total: 41200,
      deliveryCharge: 1200,
      customer: { city: 'Ratnapura', district: 'Ratnapura', zipCode: '00100' },
    });
    const colombo = await placeOrder(specOrder('colombo', 40000));
    expect(colombo.status).toBe(201);
    expect((await read(shopper, t, colombo.body.id)).customer).toMatchObject({
      city: 'colombo',
      district: 'Colombo',
    });
  });

  it('refuses a city the store does not know with 400, taking nothing', async ({
    placeOrder,
    t,
  }) => {
    const before = await stockOf(t.database.pool, mixer.id);
    const res = await placeOrder(specOrder('Atlantis', 40000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('customer.district: Please choose a district');
    expect(await stockOf(t.database.pool, mixer.id)).toBe(before);
  });
});
