import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { mailAbout, pdfText } from '../helpers/mail';
import { decideAtGateway, paymentsOf, redirectOf } from '../helpers/payments';
import { it, type Admin } from '../fixtures';

const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

const move = (t: TestApp, admin: Admin, id: string, status: string) =>
  call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, { status });
const refund = (t: TestApp, admin: Admin, id: string, body: object) =>
  call(t, 'POST', `/api/admin/orders/${id}/refunds`, admin.token, body);

/** A shopper's order of one product at LKR 12,345.50, placed and, for card, paid. */
async function order(t: TestApp, payment: 'card' | 'cash') {
  const shopper = await signUp(t);
  const product = await insertProduct(t.database.pool, { price: 12345.5, stock: 5 });
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], { paymentMethod: payment }),
    bearer(shopper.token),
  );
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  if (payment === 'card') {
    const session = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: id, amount: '12345.50' },
      bearer(shopper.token),
    );
    await redirectOf(
      (await decideAtGateway(t, session.body.sessionId as string, 'approve')).toString(),
    );
  }
  return { id, shopper };
}

const refundsDue = async (t: TestApp, admin: Admin, orderId: string) =>
  (
    (await call(t, 'GET', '/api/admin/dashboard', admin.token)).body.refundsDue as {
      orderId: string;
    }[]
  ).filter((r) => r.orderId === orderId);

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format();

describe('refunds recorded', () => {
  it("a paid card order cancelled: a part refund leaves 'Refund due', the rest clears it; on the order, the receipt and in mail", async ({
    t,
    admin,
  }) => {
    const { id, shopper } = await order(t, 'card');
    await move(t, admin, id, 'cancelled');
    expect(await refundsDue(t, admin, id)).toHaveLength(1);

    const tooMuch = await refund(t, admin, id, {
      amount: 20000,
      method: 'card',
      refundedOn: TODAY,
    });
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { message: 'At most LKR 12,345.50 can be refunded on this order.' },
    });
    const future = await refund(t, admin, id, {
      amount: 10,
      method: 'card',
      refundedOn: '2999-01-01',
    });
    expect(future).toMatchObject({
      status: 400,
      body: { message: 'The date of a refund cannot be in the future.' },
    });
    expect(
      (await refund(t, admin, id, { amount: 10, method: 'cheque', refundedOn: TODAY })).status,
    ).toBe(400);

    const part = await refund(t, admin, id, {
      amount: 2345.5,
      method: 'bank_transfer',
      reference: 'BOC-881',
      refundedOn: '2026-11-20',
    });
    expect(part.status).toBe(201);
    expect(part.body.refunds).toMatchObject([
      { amount: 2345.5, method: 'bank_transfer', reference: 'BOC-881', refundedOn: '2026-11-20' },
    ]);
    expect(await refundsDue(t, admin, id)).toHaveLength(1);
    const partMail = await mailAbout(t, id, 'refund made');
    expect(words(partMail.text)).toContain(
      `We have refunded LKR 2,345.50 for order #${id.slice(0, 8).toUpperCase()} by bank transfer on November 20, 2026.`,
    );
    expect(words(partMail.text)).toContain('Reference: BOC-881');

    const rest = await refund(t, admin, id, { amount: 10000, method: 'card', refundedOn: TODAY });
    expect(rest.status).toBe(201);
    expect(await refundsDue(t, admin, id)).toEqual([]);
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['refunded']);
    const nothingLeft = await refund(t, admin, id, {
      amount: 1,
      method: 'card',
      refundedOn: TODAY,
    });
    expect(nothingLeft.body.message).toBe('At most LKR 0.00 can be refunded on this order.');

    // The shopper's order and receipt show both refunds.
    const mine = await call(t, 'GET', `/api/orders/${id}`, shopper.token);
    expect((mine.body.refunds as unknown[]).length).toBe(2);
    const pdf = await fetch(`${t.url}/api/orders/${id}/receipt.pdf`, {
      headers: bearer(shopper.token),
    });
    const receipt = words(await pdfText(Buffer.from(await pdf.arrayBuffer())));
    expect(receipt).toContain(
      'Refunded LKR 2,345.50 by bank transfer on November 20, 2026, reference BOC-881',
    );
    expect(receipt).toContain('Refunded LKR 10,000.00 to your card');
    expect(receipt).toContain('Card, LKR 12,345.50 refunded');

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const entries = audit.body.items!.filter(
      (e) => e.entityId === id && e.action === 'order.refund',
    );
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.actorEmail === admin.email)).toBe(true);
  });

  it('a cash order: nothing to refund until it was handed over and paid', async ({ t, admin }) => {
    const { id } = await order(t, 'cash');
    const body = { amount: 345.5, method: 'cash', refundedOn: TODAY };
    expect(await refund(t, admin, id, body)).toMatchObject({
      status: 409,
      body: { message: 'Nothing was paid for this order, so there is nothing to refund.' },
    });
    await move(t, admin, id, 'confirmed');
    await move(t, admin, id, 'delivered');
    const res = await refund(t, admin, id, body);
    expect(res.status).toBe(201);
    expect(words((await mailAbout(t, id, 'refund made')).text)).toContain(
      'We have refunded LKR 345.50',
    );
  });

  it('answers 404 for an unknown order, 403 for a shopper', async ({ t, admin }) => {
    const body = { amount: 1, method: 'cash', refundedOn: TODAY };
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await refund(t, admin, unknown, body)).status).toBe(404);
    const { id, shopper } = await order(t, 'cash');
    const res = await call(t, 'POST', `/api/admin/orders/${id}/refunds`, shopper.token, body);
    expect(res.status).toBe(403);
  });
});
