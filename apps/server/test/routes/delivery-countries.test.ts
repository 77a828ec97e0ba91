import { describe, expect } from 'vitest';
import { OrderSchema, PublicConfigSchema } from '@avstore/core';
import { bearer } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody, stockOf, type TestProduct } from '../helpers/catalogue';
import { appTest, it as shopInSriLanka } from '../fixtures';

/** A delivery to Chennai, as a shopper abroad would fill the checkout. */
const CHENNAI = {
  country: 'India',
  city: 'Chennai',
  address: '4 MG Road',
  zipCode: '600001',
  phone: '+91 98765 43210',
};
const abroad = (product: TestProduct, paymentMethod: 'cash' | 'card' = 'cash') =>
  orderBody([{ product }], { deliveryMethod: 'delivery', paymentMethod, customer: CHENNAI });

describe('a shop delivering to Sri Lanka alone (the default)', () => {
  let mixer: TestProduct;
  shopInSriLanka.beforeAll(async ({ t }) => {
    mixer = await insertProduct(t.database.pool, { price: 40000, stock: 100 });
  });

  shopInSriLanka(
    'refuses a delivery abroad with 400 naming where it delivers, cash or card, taking nothing',
    async ({ placeOrder, t }) => {
      const before = await stockOf(t.database.pool, mixer.id);
      for (const method of ['cash', 'card'] as const) {
        const res = await placeOrder(abroad(mixer, method));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          message: 'customer.country: We deliver only to Sri Lanka',
          code: 'not_delivered',
        });
      }
      expect(await stockOf(t.database.pool, mixer.id)).toBe(before);
    },
  );

  shopInSriLanka('takes a pickup by a shopper from abroad', async ({ placeOrder }) => {
    const pickup = orderBody([{ product: mixer }], { customer: CHENNAI });
    expect((await placeOrder(pickup)).status).toBe(201);
  });
});

const it = appTest({ env: { DELIVERY_COUNTRIES: 'Sri Lanka, India' } });

describe('a shop that also delivers to India (DELIVERY_COUNTRIES)', () => {
  let mixer: TestProduct;
  it.beforeAll(async ({ t }) => {
    mixer = await insertProduct(t.database.pool, { price: 40000, stock: 100 });
  });

  it('tells the page where it delivers', async ({ t }) => {
    const config = PublicConfigSchema.parse(await (await fetch(`${t.url}/api/config`)).json());
    expect(config.deliveryCountries).toEqual(['Sri Lanka', 'India']);
  });

  it('delivers there with no charge and no district, and still refuses elsewhere', async ({
    admin,
    shopper,
    placeOrder,
    t,
  }) => {
    const rates = { charges: [{ district: 'Jaffna', charge: 1500 }], freeThreshold: null };
    expect((await call(t, 'PUT', '/api/admin/delivery', admin.token, rates)).status).toBe(200);
    const res = await placeOrder({
      ...abroad(mixer),
      customer: { ...abroad(mixer).customer, district: 'Jaffna' },
    });
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(
      await (
        await fetch(`${t.url}/api/orders/${res.body.id}`, { headers: bearer(shopper.token) })
      ).json(),
    );
    expect(order).toMatchObject({ total: 40000, deliveryCharge: 0 });
    expect(order.customer).toMatchObject({ country: 'India', district: null });

    const maldives = {
      ...abroad(mixer),
      customer: { ...abroad(mixer).customer, country: 'Maldives' },
    };
    const refused = await placeOrder(maldives);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('customer.country: We deliver only to Sri Lanka and India');
  });
});
