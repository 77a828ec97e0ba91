import { describe, expect } from 'vitest';
import { DeliveryRatesSchema } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { it, type Admin } from '../fixtures';

const save = (t: TestApp, admin: Admin, body: unknown, token = admin.token) =>
  call(t, 'PUT', '/api/admin/delivery', token, body);

describe('the delivery screen (GET, PUT /api/admin/delivery)', () => {
  it('lists the 25 districts by province at 0, with no threshold, until the shop sets them', async ({
    t,
    admin,
  }) => {
    const res = await call(t, 'GET', '/api/admin/delivery', admin.token);
    expect(res.status).toBe(200);
    const rates = DeliveryRatesSchema.parse(res.body);
    expect(rates.charges).toHaveLength(25);
    expect(rates.charges[0]).toEqual({
      district: 'Colombo',
      province: 'Western',
      charge: 0,
      deliveryTime: null,
    });
    expect(rates.charges.find((c) => c.district === 'Jaffna')).toEqual({
      district: 'Jaffna',
      province: 'Northern',
      charge: 0,
      deliveryTime: null,
    });
    expect(rates.charges.every((c) => c.charge === 0)).toBe(true);
    expect(rates.freeThreshold).toBeNull();
  });

  it('saves the charges and the threshold, shows them to the checkout, and audits the change', async ({
    t,
    admin,
  }) => {
    const res = await save(t, admin, {
      charges: [
        { district: 'Jaffna', charge: 1500 },
        { district: 'Galle', charge: 750.5 },
        { district: 'Colombo', charge: 0 },
      ],
      freeThreshold: 250000,
    });
    expect(res.status).toBe(200);
    const rates = DeliveryRatesSchema.parse(res.body);
    const charge = (d: string) => rates.charges.find((c) => c.district === d)?.charge;
    expect([charge('Jaffna'), charge('Galle'), charge('Colombo'), charge('Kandy')]).toEqual([
      1500, 750.5, 0, 0,
    ]);
    expect(rates.freeThreshold).toBe(250000);

    const shown = await fetch(`${t.url}/api/delivery/charges`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual(res.body);

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items![0]).toMatchObject({
      actorEmail: admin.email,
      action: 'delivery.update',
      entity: 'delivery',
      before: { charges: {}, freeThreshold: null },
      after: { charges: { Galle: 750.5, Jaffna: 1500 }, freeThreshold: 250000 },
    });

    // Replacing: a district left out pays nothing again; no threshold, never free.
    const next = DeliveryRatesSchema.parse(
      (await save(t, admin, { charges: [{ district: 'Galle', charge: 800 }], freeThreshold: null }))
        .body,
    );
    expect(next.charges.find((c) => c.district === 'Jaffna')?.charge).toBe(0);
    expect(next.freeThreshold).toBeNull();
  });

  it('saves a delivery time with each charge, or alone, and shows it to the checkout', async ({
    t,
    admin,
  }) => {
    const res = await save(t, admin, {
      charges: [
        { district: 'Colombo', charge: 350, deliveryTime: ' 1-2 working days ' },
        { district: 'Jaffna', charge: 1500, deliveryTime: '3-5 working days' },
        { district: 'Kandy', charge: 0, deliveryTime: 'Next day' },
        { district: 'Galle', charge: 800, deliveryTime: '' },
      ],
      freeThreshold: null,
    });
    expect(res.status).toBe(200);
    const shown = DeliveryRatesSchema.parse(
      await (await fetch(`${t.url}/api/delivery/charges`)).json(),
    );
    const of = (d: string) => shown.charges.find((c) => c.district === d);
    expect([of('Colombo'), of('Jaffna'), of('Kandy'), of('Galle'), of('Matara')]).toMatchObject([
      { charge: 350, deliveryTime: '1-2 working days' },
      { charge: 1500, deliveryTime: '3-5 working days' },
      { charge: 0, deliveryTime: 'Next day' },
      { charge: 800, deliveryTime: null },
      { charge: 0, deliveryTime: null },
    ]);
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items![0]).toMatchObject({
      action: 'delivery.update',
      after: {
        deliveryTimes: {
          Colombo: '1-2 working days',
          Jaffna: '3-5 working days',
          Kandy: 'Next day',
        },
      },
    });
  });

  it.for([
    [
      { district: 'Jaffna', charge: 500, deliveryTime: 'soon' },
      'charges.0.deliveryTime: Say the time in days, such as 1-2 working days',
    ],
    [{ district: 'Jaffna', charge: -5 }, 'charges.0.charge: A charge cannot be negative'],
    [{ district: 'Jaffna', charge: 10.005 }, 'charges.0.charge: Use at most two decimals'],
    [
      { district: 'Jaffna', charge: 1_000_001 },
      'charges.0.charge: A charge cannot be over Rs. 1,000,000',
    ],
    [{ district: 'Jaffna', charge: '500' }, 'charges.0.charge: Enter an amount in rupees'],
    [
      { district: 'Atlantis', charge: 500 },
      'charges.0.district: Atlantis is not a district of Sri Lanka',
    ],
  ])('refuses %j with 400 %s, changing nothing', async ([entry, message], { t, admin }) => {
    const before = (await call(t, 'GET', '/api/admin/delivery', admin.token)).body;
    const res = await save(t, admin, { charges: [entry], freeThreshold: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(t, 'GET', '/api/admin/delivery', admin.token)).body).toEqual(before);
  });

  it('refuses a district twice and a threshold of 0', async ({ t, admin }) => {
    const twice = await save(t, admin, {
      charges: [
        { district: 'Kandy', charge: 500 },
        { district: 'Kandy', charge: 600 },
      ],
      freeThreshold: null,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('charges.1.district: Kandy is listed twice');
    const zero = await save(t, admin, { charges: [], freeThreshold: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(
      'freeThreshold: The threshold must be above 0; leave it empty for no free delivery',
    );
  });

  it('is for admins only: 401 to a visitor, 403 to a customer', async ({ t, admin }) => {
    const customer = await signUp(t.url);
    const body = { charges: [{ district: 'Jaffna', charge: 1 }], freeThreshold: null };
    expect((await call(t, 'GET', '/api/admin/delivery')).status).toBe(401);
    expect((await save(t, admin, body, '')).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/delivery', customer.token)).status).toBe(403);
    const refused = await save(t, admin, body, customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This is for the shop's staff only.");
  });
});
