import { describe, expect } from 'vitest';
import { DeliveryDetailsResponseSchema } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';
import { it } from '../fixtures';

let product: TestProduct;

it.beforeAll(async ({ t }) => {
  product = await insertProduct(t.database.pool, { price: 2500, stock: 100 });
});

const JAFFNA = {
  firstName: 'Kumar',
  lastName: 'Sivakumar',
  phone: '077 123 4567',
  country: 'Sri Lanka',
  district: 'Jaffna',
  city: 'Point Pedro',
  address: '5 Hospital Road',
  zipCode: '40000',
};
const details = async (t: TestApp, token?: string) => {
  const res = await call(t, 'GET', '/api/auth/delivery-details', token);
  return { status: res.status, body: res.body };
};
const save = (t: TestApp, token: string, body: unknown) =>
  call(t, 'PUT', '/api/auth/delivery-details', token, body);
const order = (t: TestApp, token: string, body: unknown) =>
  post(`${t.url}/api/orders`, body, { authorization: `Bearer ${token}` });

describe('remembered delivery details (GET, PUT /api/auth/delivery-details)', () => {
  it('are null until the first order, then the details of the last one', async ({ t }) => {
    const shopper = await signUp(t.url);
    expect(await details(t, shopper.token)).toEqual({ status: 200, body: { details: null } });

    const placed = await order(
      t,
      shopper.token,
      orderBody([{ product }], { deliveryMethod: 'delivery', customer: JAFFNA }),
    );
    expect(placed.status).toBe(201);
    const read = await details(t, shopper.token);
    expect(DeliveryDetailsResponseSchema.parse(read.body)).toEqual({
      details: {
        ...JAFFNA,
        phone: '+94771234567',
        deliveryMethod: 'delivery',
      },
    });
  });

  it('keep the address on record when the next order is a pickup', async ({ t }) => {
    const shopper = await signUp(t.url);
    await order(
      t,
      shopper.token,
      orderBody([{ product }], { deliveryMethod: 'delivery', customer: JAFFNA }),
    );
    const pickup = await order(
      t,
      shopper.token,
      orderBody([{ product }], { customer: { firstName: 'Kumaran', phone: '0719876543' } }),
    );
    expect(pickup.status).toBe(201);
    expect((await details(t, shopper.token)).body).toEqual({
      details: {
        ...JAFFNA,
        firstName: 'Kumaran',
        lastName: 'Perera', // orderBody's customer
        phone: '+94719876543',
        deliveryMethod: 'pickup',
      },
    });
  });

  it('are changed with PUT, checked by the checkout rules, and prefill the next read', async ({
    t,
  }) => {
    const shopper = await signUp(t.url);
    const res = await save(t, shopper.token, {
      ...JAFFNA,
      district: 'Colombo',
      city: 'Nugegoda',
      zipCode: '',
      phone: '+94 77 555 0000',
      deliveryMethod: 'delivery',
    });
    expect(res.status).toBe(200);
    expect(res.body.details).toMatchObject({
      district: 'Colombo',
      city: 'Nugegoda',
      phone: '+94775550000',
    });
    expect((await details(t, shopper.token)).body).toEqual(res.body);
  });

  it.for<[Record<string, string>, string]>([
    [{ district: '' }, 'district: Please choose a district'],
    [{ district: 'Atlantis' }, 'district: Please choose a district from the list'],
    [
      { phone: '011 234 5678' },
      'phone: Please enter a Sri Lankan mobile number, such as 077 123 4567',
    ],
    [{ zipCode: '123' }, 'zipCode: A postcode has 5 digits, such as 10350'],
    [{ firstName: '  ' }, 'firstName: This field is required'],
    [{ country: 'India', zipCode: '' }, 'zipCode: This field is required'],
    [{ deliveryMethod: 'drone' }, 'deliveryMethod: Please choose a delivery method'],
  ])('refuses %j with 400 %s', async ([change, message], { t }) => {
    const shopper = await signUp(t.url);
    const res = await save(t, shopper.token, { ...JAFFNA, deliveryMethod: 'delivery', ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await details(t, shopper.token)).body).toEqual({ details: null });
  });

  it("are each shopper's own: another account never reads or changes them", async ({ t }) => {
    const owner = await signUp(t.url);
    const other = await signUp(t.url);
    await save(t, owner.token, { ...JAFFNA, deliveryMethod: 'delivery' });
    expect((await details(t, other.token)).body).toEqual({ details: null });
    await save(t, other.token, { ...JAFFNA, firstName: 'Someone', deliveryMethod: 'pickup' });
    expect((await details(t, owner.token)).body.details).toMatchObject({ firstName: 'Kumar' });
    expect((await details(t, other.token)).body.details).toMatchObject({ firstName: 'Someone' });
  });

  it('need a signed-in shopper', async ({ t }) => {
    expect((await details(t)).status).toBe(401);
    expect((await details(t, 'not-a-token')).status).toBe(401);
    expect((await call(t, 'PUT', '/api/auth/delivery-details', undefined, JAFFNA)).status).toBe(
      401,
    );
  });
});
