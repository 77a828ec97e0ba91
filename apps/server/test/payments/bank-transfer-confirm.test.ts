import { describe, expect } from 'vitest';
import { BANK_CONFIRMATION_MESSAGES, BANK_TRANSFER_MESSAGES } from '@avstore/core';
import { bearer, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { BANK, bankOrder, decideSlip, setBankDetails, uploadSlip } from '../helpers/bank-transfer';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { mailAbout, pdfText, recipient } from '../helpers/mail';
import { orderStatus } from '../helpers/payments';
import { signInStaff } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

// Issue #28: a bank-transfer order is confirmed once its money is seen, never by hand alone, so a
// shop never ships goods that were never paid for.

it.beforeAll(async ({ t, admin }) => setBankDetails(t, admin.token, BANK));

const step = (t: TestApp, token: string, orderId: string, body: Record<string, unknown>) =>
  call(t, 'PATCH', `/api/admin/orders/${orderId}/status`, token, body);

const paymentsOf = async (t: TestApp, token: string, orderId: string) =>
  (await call(t, 'GET', `/api/admin/orders/${orderId}`, token)).body.payments as {
    provider: string;
    status: string;
    amount: number;
  }[];

describe('confirming a bank-transfer order', () => {
  it('by hand is refused while no slip is verified, a slip waiting or not', async ({
    t,
    shopper,
    admin,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const refused = await step(t, admin.token, orderId, { status: 'confirmed' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: BANK_CONFIRMATION_MESSAGES.verifySlip,
      code: 'bank_transfer_unpaid',
    });

    expect((await uploadSlip(t, orderId, shopper.token)).status).toBe(201);
    const staff = await signInStaff(t);
    const again = await step(t, staff.token, orderId, { status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BANK_CONFIRMATION_MESSAGES.verifySlip);
    expect(await orderStatus(t, orderId)).toBe('pending');
    expect(await paymentsOf(t, admin.token, orderId)).toEqual([]);
  });

  it('is done by verifying the slip, after which the order moves on as any other', async ({
    t,
    shopper,
    admin,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const slip = await uploadSlip(t, orderId, shopper.token);
    const verified = await decideSlip(t, admin.token, orderId, slip.body.id as string, {
      verify: true,
    });
    expect(verified.status).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    const ready = await step(t, admin.token, orderId, { status: 'ready_for_collection' });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.status).toBe('ready_for_collection');
  });

  it("by hand with the payment's reference on the bank statement: paid, confirmed, mailed and audited", async ({
    t,
    shopper,
  }) => {
    const staff = await signInStaff(t);
    const { orderId } = await bankOrder(t, shopper.token);

    const empty = await step(t, staff.token, orderId, {
      status: 'confirmed',
      statementReference: ' ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(BANK_CONFIRMATION_MESSAGES.referenceRequired);
    const long = await step(t, staff.token, orderId, {
      status: 'confirmed',
      statementReference: 'x'.repeat(61),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(BANK_CONFIRMATION_MESSAGES.referenceLength);

    const confirmed = await step(t, staff.token, orderId, {
      status: 'confirmed',
      statementReference: ' CEFT 20261127 884312 ',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(confirmed.body.payments).toEqual([
      expect.objectContaining({ provider: 'bank_transfer', status: 'succeeded', amount: 48_500 }),
    ]);
    const { rows } = await t.database.pool.query(
      `SELECT provider_reference FROM payments WHERE order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([{ provider_reference: 'CEFT 20261127 884312' }]);

    const audit = await t.database.pool.query(
      `SELECT action, actor_id, actor_email, after FROM audit_log
       WHERE entity = 'order' AND entity_id = $1`,
      [orderId],
    );
    expect(audit.rows).toEqual([
      {
        action: 'order.confirmed',
        actor_id: staff.user.id,
        actor_email: staff.email,
        after: { status: 'confirmed', statementReference: 'CEFT 20261127 884312' },
      },
    ]);

    // The shopper hears that the money came, with the receipt, as when a slip is verified.
    const paid = await mailAbout(t, orderId, 'paid');
    expect(recipient(paid)).toBe(shopper.email);
    expect(await pdfText(paid.attachments[0]!.content)).toMatch(/Bank transfer, paid on/);

    // Paid once: the reference cannot record it again.
    const twice = await step(t, staff.token, orderId, {
      status: 'confirmed',
      statementReference: 'CEFT 20261127 884312',
    });
    expect(twice.status).toBe(409);
    expect(await paymentsOf(t, staff.token, orderId)).toHaveLength(1);
  });

  it('leaves a cash order to be confirmed by hand, and takes no statement for it', async ({
    t,
    shopper,
    admin,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 2_000, stock: 5 });
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'cash' }),
      bearer(shopper.token),
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as string;
    const statement = await step(t, admin.token, orderId, {
      status: 'confirmed',
      statementReference: 'CEFT 1',
    });
    expect(statement.status).toBe(409);
    expect(statement.body.message).toBe(BANK_TRANSFER_MESSAGES.notBankTransfer);
    const confirmed = await step(t, admin.token, orderId, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payments).toEqual([]);
  });
});
