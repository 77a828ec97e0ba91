import { describe, expect } from 'vitest';
import { transaction } from '../../src/db/database';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { CUSTOMER } from '../helpers/catalogue';
import {
  kokoApprovesUnheard,
  kokoAttempt,
  orderStatus,
  paymentsOf,
  pendingOrder,
  redirectOf,
} from '../helpers/payments';
import {
  newKeyPair,
  orderDataString,
  responseDataString,
  sign,
  verify,
  type KokoOrderFields,
} from '../../src/services/payments/koko-signing';
import { changeStatus } from '../../src/services/orders/status';
import { it } from '../fixtures';

type Field = { name: string; value: string };
const asForm = (fields: Field[]) =>
  new URLSearchParams(fields.map((f): [string, string] => [f.name, f.value]));
const formOf = (fields: Field[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.value])) as Record<string, string>;

async function kokoForm(
  t: TestApp,
  orderId: string,
  headers: Record<string, string>,
  amount: number | string = 12345.5,
) {
  const res = await post(
    `${t.url}/api/payment/create-koko-payment`,
    {
      orderId,
      amount,
      currency: 'LKR',
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'n@e.lk',
      mobile: '0771234567',
    },
    headers,
  );
  return res;
}

/** Posts the browser's form to the sandbox KOKO and presses a button there. */
async function payWithKoko(t: TestApp, fields: Field[], decision: 'approve' | 'decline') {
  const page = await fetch(`${t.url}/sandbox/koko/api/merchants/orderCreate`, {
    method: 'POST',
    body: asForm(fields),
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /action="(\/sandbox\/koko\/pay\/[0-9a-f]+)\/approve"/.exec(html)![1];
  return {
    html,
    back: await redirectOf(`${t.url}${action}/${decision}`, {
      method: 'POST',
      body: new URLSearchParams(),
    }),
  };
}

describe('KOKO signing', () => {
  it('signs and verifies with generated key pairs, and refuses tampering or the wrong key', () => {
    const merchant = newKeyPair();
    const other = newKeyPair();
    const data = responseDataString('order-1', 'abc123', 'SUCCESS');
    const signature = sign(data, merchant.privateKey);
    expect(verify(data, signature, merchant.publicKey)).toBe(true);
    expect(
      verify(responseDataString('order-1', 'abc123', 'FAILED'), signature, merchant.publicKey),
    ).toBe(false);
    expect(verify(data, signature, other.publicKey)).toBe(false);
    expect(verify(data, 'not base64 at all', merchant.publicKey)).toBe(false);
  });
});

describe('POST /api/payment/create-koko-payment', () => {
  it('gives the signed form fields for the order total', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    const res = await kokoForm(t, orderId, headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      actionUrl: '/sandbox/koko/api/merchants/orderCreate',
    });
    const form = formOf(res.body.formFields as Field[]);
    expect(form).toMatchObject({
      _amount: '12345.50',
      _currency: 'LKR',
      _pluginName: 'customapi',
      // The order keeps a Sri Lankan mobile in its one form, and KOKO is given that.
      _mobileNo: '+94771234567',
    });
    expect(form._returnUrl).toBe(`${t.url}/api/payment/koko/return?ref=${form._orderId}`);
    expect(form.dataString).toBe(orderDataString(form as unknown as KokoOrderFields));
    expect(
      verify(form.dataString!, form.signature!, t.app.providers.sandbox!.merchantPublicKey),
    ).toBe(true);
    const [payment] = await paymentsOf(t, orderId);
    expect(form._orderId).toBe(payment!.id);
  });

  it("answers only the order's owner, and no refusal carries the shopper's contact details", async ({
    t,
    admin,
  }) => {
    const { orderId } = await pendingOrder(t, 'koko');
    const visitor = await kokoForm(t, orderId, {});
    expect(visitor.status).toBe(401);
    const stranger = await signUp(t.url);
    const other = await kokoForm(t, orderId, { authorization: `Bearer ${stranger.token}` });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    const staff = await kokoForm(t, orderId, admin.headers);
    expect(staff.status).toBe(404);
    for (const refusal of [visitor, other, staff]) {
      const text = JSON.stringify(refusal.body);
      expect(text).not.toContain(CUSTOMER.email);
      expect(text).not.toContain('123 4567');
      expect(refusal.body).not.toHaveProperty('formFields');
    }
    expect(await paymentsOf(t, orderId)).toEqual([]);
  });

  it('refuses an amount that differs from the order', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    expect((await kokoForm(t, orderId, headers, 100)).status).toBe(409);
  });
});

describe('KOKO payment through the sandbox', () => {
  it("approves: KOKO's signed response confirms the order, then the browser comes back to success", async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    const { body } = await kokoForm(t, orderId, headers);
    const { html, back } = await payWithKoko(t, body.formFields as Field[], 'approve');
    expect(html).toContain('LKR 12,345.50');
    // LKR 12,345.50 in 3, to the cent: 4,115.16 + 4,115.17 + 4,115.17 (never 3 × 4,115.17).
    expect(html).toContain('3 interest-free instalments:');
    const instalments = [...html.matchAll(/Instalment \d<\/td><td>LKR ([\d,.]+)</g)].map((m) =>
      Number(m[1]!.replaceAll(',', '')),
    );
    expect(instalments).toEqual([4115.16, 4115.16, 4115.18]);
    expect(instalments.reduce((a, b) => a + Math.round(b * 100), 0)).toBe(1_234_550);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    expect(back.pathname).toBe('/api/payment/koko/return');
    const page = await redirectOf(back.toString());
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(page.searchParams.get('order_id')).toBe(orderId);
  });

  it('declines: back through the cancel URL as FAILED, the order still pending', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    const { body } = await kokoForm(t, orderId, headers);
    const { back } = await payWithKoko(t, body.formFields as Field[], 'decline');
    expect(back.pathname).toBe('/api/payment/koko/cancel');
    const page = await redirectOf(back.toString());
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(await orderStatus(t, orderId)).toBe('pending');
  });

  it('the sandbox refuses a tampered field and a form signed with another key', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    const { body } = await kokoForm(t, orderId, headers);
    const fields = body.formFields as Field[];
    const cheaper = fields.map((f) => (f.name === '_amount' ? { ...f, value: '1.00' } : f));
    const tampered = await fetch(`${t.url}/sandbox/koko/api/merchants/orderCreate`, {
      method: 'POST',
      body: asForm(cheaper),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({
      status: 'CLIENT_ERROR',
      validationFailures: [{ field: 'signature' }],
    });
    const foreign = newKeyPair();
    const form = formOf(fields);
    const resigned = fields.map((f) =>
      f.name === 'signature' ? { ...f, value: sign(form.dataString!, foreign.privateKey) } : f,
    );
    expect(
      (
        await fetch(`${t.url}/sandbox/koko/api/merchants/orderCreate`, {
          method: 'POST',
          body: asForm(resigned),
        })
      ).status,
    ).toBe(400);
  });
});

describe('the browser back from KOKO proves nothing', () => {
  const back = (t: TestApp, path: 'return' | 'cancel', ref: string) =>
    redirectOf(`${t.url}/api/payment/koko/${path}?ref=${ref}&status=CANCELLED`);

  it('a cancel return does not fail an attempt KOKO approved: KOKO says paid, so it is', async ({
    t,
  }) => {
    const { orderId, fields, ref } = await kokoAttempt(t);
    await kokoApprovesUnheard(t, fields);
    const page = await back(t, 'cancel', ref);
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'succeeded' }]);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('a cancel or return while KOKO has the order open (or never saw it) leaves the attempt open', async ({
    t,
  }) => {
    const unseen = await kokoAttempt(t);
    const cancelled = await back(t, 'cancel', unseen.ref);
    expect(cancelled.searchParams.get('status')).toBe('FAILED');
    expect(cancelled.searchParams.get('message')).toBe('You cancelled the KOKO payment.');
    expect(await paymentsOf(t, unseen.orderId)).toEqual([{ id: unseen.ref, status: 'initiated' }]);

    const open = await kokoAttempt(t);
    await fetch(`${t.url}/sandbox/koko/api/merchants/orderCreate`, {
      method: 'POST',
      body: asForm(open.fields),
    });
    for (const path of ['cancel', 'return'] as const)
      expect((await back(t, path, open.ref)).searchParams.get('status')).toBe('FAILED');
    expect(await paymentsOf(t, open.orderId)).toEqual([{ id: open.ref, status: 'initiated' }]);
    expect(await (await fetch(`${t.url}/api/payment/status/${open.ref}`)).json()).toEqual({
      status: 'PENDING',
      orderId: open.orderId,
    });
  });
});

describe('KOKO responses to the store', () => {
  const notify = (t: TestApp, fields: Record<string, string>) =>
    fetch(`${t.url}/api/payment/koko/notify`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });

  it('refuse a forged, tampered or foreign-signed response, and accept and replay a genuine one', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    await kokoForm(t, orderId, headers);
    const [payment] = await paymentsOf(t, orderId);
    const kokoKey = t.app.providers.sandbox!.kokoPrivateKey;
    const genuine = { orderId: payment!.id, trnId: 'f'.repeat(32), status: 'SUCCESS', desc: '' };
    const signature = sign(
      responseDataString(genuine.orderId, genuine.trnId, genuine.status),
      kokoKey,
    );

    expect((await notify(t, { ...genuine, signature: 'forged' })).status).toBe(400);
    expect((await notify(t, { ...genuine, trnId: 'e'.repeat(32), signature })).status).toBe(400);
    const foreign = sign(
      responseDataString(genuine.orderId, genuine.trnId, genuine.status),
      newKeyPair().privateKey,
    );
    expect((await notify(t, { ...genuine, signature: foreign })).status).toBe(400);
    expect((await notify(t, { orderId: genuine.orderId })).status).toBe(400);
    expect(await orderStatus(t, orderId)).toBe('pending');

    expect((await notify(t, { ...genuine, signature })).status).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    expect((await notify(t, { ...genuine, signature })).status).toBe(200);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: payment!.id, status: 'succeeded' }]);
  });

  it('a genuine late response for a cancelled order is kept for a refund', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'koko');
    await kokoForm(t, orderId, headers);
    const [payment] = await paymentsOf(t, orderId);
    await transaction(t.database.db, (tx) => changeStatus(tx, orderId, 'cancelled'));
    const fields = { orderId: payment!.id, trnId: 'a'.repeat(32), status: 'SUCCESS', desc: '' };
    const signature = sign(
      responseDataString(fields.orderId, fields.trnId, fields.status),
      t.app.providers.sandbox!.kokoPrivateKey,
    );
    expect((await notify(t, { ...fields, signature })).status).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    expect((await paymentsOf(t, orderId))[0]!.status).toBe('refund_due');
  });
});
