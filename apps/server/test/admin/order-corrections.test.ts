import { describe, expect } from 'vitest';
import { ADDRESS_MESSAGES, ORDER_CORRECTION_MESSAGES } from '@avstore/core';
import { call } from '../helpers/admin';
import { bearer, post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { mailAbout, mailsAbout, recipient } from '../helpers/mail';
import type { TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

/** A shopper's cash delivery to Kandy, placed through the API. */
async function deliveryOrder(t: TestApp, email?: string) {
  const shopper = await signUp(t);
  const product = await insertProduct(t.database.pool, { price: 20000, stock: 5 });
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], {
      deliveryMethod: 'delivery',
      customer: { email: email ?? shopper.email },
    }),
    bearer(shopper.token),
  );
  expect(res.status).toBe(201);
  return { shopper, id: res.body.id as string };
}

const correct = (t: TestApp, admin: Admin, id: string, body: unknown) =>
  call(t, 'PATCH', `/api/admin/orders/${id}/customer`, admin.token, body);

async function auditOf(t: TestApp, admin: Admin, id: string) {
  const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
  return audit.body.items!.filter((e) => e.entityId === id);
}

describe('the internal note', () => {
  it('is kept, recorded with who wrote it, and never shown to the shopper', async ({
    t,
    admin,
  }) => {
    const { shopper, id } = await deliveryOrder(t);
    const note = 'Customer asked to call before 10 am; gate code 4471';
    const saved = await call(t, 'PUT', `/api/admin/orders/${id}/note`, admin.token, { note });
    expect(saved.status).toBe(200);
    expect(saved.body.internalNote).toBe(note);
    expect((await call(t, 'GET', `/api/admin/orders/${id}`, admin.token)).body.internalNote).toBe(
      note,
    );
    const [entry] = await auditOf(t, admin, id);
    expect(entry).toMatchObject({
      action: 'order.note',
      actorEmail: admin.email,
      before: { internalNote: '' },
      after: { internalNote: note },
    });

    for (const path of [`/api/orders/${id}`, '/api/auth/get-each-user-orders']) {
      const seen = await fetch(`${t.url}${path}`, { headers: bearer(shopper.token) });
      expect(seen.status).toBe(200);
      const text = await seen.text();
      expect(text).toContain(id);
      expect(text).not.toContain('gate code');
      expect(text).not.toContain('internalNote');
    }
    const receipt = await fetch(`${t.url}/api/orders/${id}/receipt.pdf`, {
      headers: bearer(shopper.token),
    });
    expect(receipt.status).toBe(200);
  });

  it('is cleared with an empty note and refused over its limit', async ({ t, admin }) => {
    const { id } = await deliveryOrder(t);
    const path = `/api/admin/orders/${id}/note`;
    await call(t, 'PUT', path, admin.token, { note: 'Fragile' });
    expect((await call(t, 'PUT', path, admin.token, { note: '  ' })).body.internalNote).toBe('');
    const long = await call(t, 'PUT', path, admin.token, { note: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(ORDER_CORRECTION_MESSAGES.noteTooLong);
    const missing = '00000000-0000-4000-8000-000000000000';
    const none = await call(t, 'PUT', `/api/admin/orders/${missing}/note`, admin.token, {
      note: 'x',
    });
    expect(none.status).toBe(404);
  });
});

describe("correcting an order's details", () => {
  it('changes the address and phone by the checkout rules, records both sides, and mails the shopper the new details', async ({
    t,
    admin,
  }) => {
    const { shopper, id } = await deliveryOrder(t);
    const res = await correct(t, admin, id, {
      address: '45 Peradeniya Road',
      city: 'Peradeniya',
      district: 'Kandy',
      zipCode: '20400',
      phone: '071 555 1234',
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      address: '45 Peradeniya Road',
      city: 'Peradeniya',
      zipCode: '20400',
      district: 'Kandy',
      phone: '+94715551234',
    });
    // Found by the new number at once (phone_key follows the phone).
    const byPhone = await call(t, 'GET', '/api/admin/orders?q=0715551234', admin.token);
    expect(byPhone.body.items!.map((o) => o.id)).toContain(id);

    const [entry] = await auditOf(t, admin, id);
    expect(entry).toMatchObject({
      action: 'order.corrected',
      actorEmail: admin.email,
      before: { address: '12 Temple Road', city: 'Kandy', zipCode: '20000', phone: '+94771234567' },
      after: {
        address: '45 Peradeniya Road',
        city: 'Peradeniya',
        zipCode: '20400',
        phone: '+94715551234',
      },
    });
    expect(entry!.before).not.toHaveProperty('district');

    const mail = await mailAbout(t, id, 'your details corrected');
    expect(recipient(mail)).toBe(shopper.email);
    expect(mail.subject).toBe(`Order #${id.slice(0, 8).toUpperCase()}: your details corrected`);
    expect(mail.text).toContain('45 Peradeniya Road');
    expect(mail.text).toContain('Peradeniya');
    expect(mail.text).toContain('+94715551234');
    expect(mail.text).not.toContain('12 Temple Road');
  });

  it('mails the old and the new address when the e-mail changes, and the account as ever', async ({
    t,
    admin,
  }) => {
    const { shopper, id } = await deliveryOrder(t, 'nimal.typo@example.lk');
    const res = await correct(t, admin, id, { email: 'nimal.new@example.lk' });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ email: 'nimal.new@example.lk' });
    const mail = await mailAbout(t, id, 'your details corrected');
    expect(recipient(mail).split(', ').sort()).toEqual(
      [shopper.email, 'nimal.new@example.lk', 'nimal.typo@example.lk'].sort(),
    );
    expect(mail.text).toContain('nimal.new@example.lk');
  });

  it.for<[Record<string, unknown>, string]>([
    [{ district: 'Atlantis' }, ADDRESS_MESSAGES.unknownDistrict],
    [{ zipCode: '123' }, ADDRESS_MESSAGES.invalidPostcode],
    [{ phone: '12345' }, ADDRESS_MESSAGES.invalidMobile],
    [{ email: 'not-an-address' }, 'valid email'],
    [{ city: '' }, 'This field is required'],
    [{}, ORDER_CORRECTION_MESSAGES.nothing],
  ])(
    'refuses %o with 400 and a message, changing nothing',
    async ([body, message], { t, admin }) => {
      const { id } = await deliveryOrder(t);
      const res = await correct(t, admin, id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await auditOf(t, admin, id)).toEqual([]);
    },
  );

  it('changes nothing, records nothing and mails nothing when the details are the same', async ({
    t,
    admin,
  }) => {
    const { id } = await deliveryOrder(t);
    const res = await correct(t, admin, id, { city: 'Kandy', phone: '077 123 4567' });
    expect(res.status).toBe(200);
    expect(await auditOf(t, admin, id)).toEqual([]);
    expect((await mailsAbout(t, id)).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('corrected'),
    );
  });

  it.for(['dispatched', 'delivered', 'cancelled'])(
    'is allowed until the order leaves the shop, and refused with 409 once %s',
    async (status, { t, admin }) => {
      const { id } = await deliveryOrder(t);
      expect((await correct(t, admin, id, { address: '1 First Lane' })).status).toBe(200);
      await t.database.pool.query('UPDATE orders SET status = $2 WHERE id = $1', [id, status]);
      const late = await correct(t, admin, id, { address: '2 Second Lane' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(ORDER_CORRECTION_MESSAGES.tooLate);
      const order = await call(t, 'GET', `/api/admin/orders/${id}`, admin.token);
      expect(order.body.customer).toMatchObject({ address: '1 First Lane' });
    },
  );
});
