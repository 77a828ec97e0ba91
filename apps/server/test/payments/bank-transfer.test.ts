import { describe, expect } from 'vitest';
import { BANK_TRANSFER_MESSAGES, PaymentSlipListSchema, PublicConfigSchema } from '@avstore/core';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { BANK, bankOrder, decideSlip, setBankDetails, uploadSlip } from '../helpers/bank-transfer';
import { insertProduct, orderBody, stockOf } from '../helpers/catalogue';
import { mailAbout, pdfText, recipient } from '../helpers/mail';
import { orderStatus } from '../helpers/payments';
import { signInStaff } from '../helpers/staff';
import { it } from '../fixtures';

// Issue #28: a school's purchasing officer pays a large order by bank transfer, sends the slip,
// and the shop checks its account before confirming the order.

it.beforeAll(async ({ t, admin }) => setBankDetails(t, admin.token, BANK));

const reference = (orderId: string) => orderId.slice(0, 8).toUpperCase();
/** A mail's text on one line, its no-break spaces (LKR 48,500.00) as plain ones. */
const plain = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

const slipsOf = async (t: Parameters<typeof bankOrder>[0], orderId: string, token: string) =>
  PaymentSlipListSchema.parse(
    (await call(t, 'GET', `/api/orders/${orderId}/payment-slips`, token)).body,
  ).slips;

describe('a bank-transfer order, from checkout to the verified slip', () => {
  it('is placed unpaid, holding its stock, with the bank details in the mail and the receipt', async ({
    t,
    shopper,
  }) => {
    const config = PublicConfigSchema.parse(await (await fetch(`${t.url}/api/config`)).json());
    expect(config.bank).toEqual(BANK);
    expect(config.bankTransferHoldMs).toBe(3 * 24 * 3_600_000);

    const { orderId, product } = await bankOrder(t, shopper.token);
    expect(await orderStatus(t, orderId)).toBe('pending');
    expect(await stockOf(t.database.pool, product.id)).toBe(4);
    const order = await call(t, 'GET', `/api/orders/${orderId}`, shopper.token);
    expect(order.body).toMatchObject({ paymentMethod: 'bank_transfer', status: 'pending' });

    const placed = await mailAbout(t, orderId, 'placed');
    expect(recipient(placed)).toBe(shopper.email);
    expect(placed.subject).toBe(`Order #${reference(orderId)} placed`);
    for (const words of [
      `Please transfer LKR 48,500.00 to the account below, quoting ${reference(orderId)} as the reference, then upload the payment slip from your order.`,
      'Bank: Commercial Bank of Ceylon',
      'Branch: Kollupitiya',
      'Account name: Lanka Pro Audio (Pvt) Ltd',
      'Account number: 1000 2345 6789',
      'We hold the items for you for 3 days.',
    ])
      expect(plain(placed.text)).toContain(words);
    const receipt = await pdfText(placed.attachments[0]!.content);
    expect(receipt).toContain('Bank transfer, not yet paid');
    expect(receipt).toContain('How to pay');
    expect(receipt).toContain('1000 2345 6789');
    expect(receipt).toContain(reference(orderId));

    const notice = await mailAbout(t, orderId, 'New order');
    expect(notice.subject).toContain('Bank transfer');
    expect(recipient(notice)).toBe(t.config.SHOP_EMAIL);
  });

  it('takes a slip, which the shop verifies: the order is paid, confirmed, mailed and audited', async ({
    t,
    shopper,
    admin,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const sent = await uploadSlip(t, orderId, shopper.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'waiting',
      fileName: 'slip.jpg',
      contentType: 'image/jpeg',
      reason: '',
    });
    const told = await mailAbout(t, orderId, 'Payment slip for order');
    expect(recipient(told)).toBe(t.config.SHOP_EMAIL);
    expect(told.text).toContain(`with the reference ${reference(orderId)}`);

    const waiting = await call(t, 'GET', '/api/admin/payment-slips', admin.token);
    expect(waiting.body.items).toContainEqual(
      expect.objectContaining({ id: sent.body.id, orderId, reference: reference(orderId) }),
    );

    const verified = await decideSlip(t, admin.token, orderId, sent.body.id as string, {
      verify: true,
    });
    expect(verified.status).toBe(200);
    expect(PaymentSlipListSchema.parse(verified.body).slips[0]).toMatchObject({
      status: 'verified',
    });
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    const attempts = (await call(t, 'GET', `/api/admin/orders/${orderId}`, admin.token)).body
      .payments as { provider: string; status: string; amount: number }[];
    expect(attempts).toEqual([
      expect.objectContaining({ provider: 'bank_transfer', status: 'succeeded', amount: 48_500 }),
    ]);

    const paid = await mailAbout(t, orderId, 'paid');
    expect(recipient(paid)).toBe(shopper.email);
    expect(plain(paid.text)).toContain(
      `We have received your payment of LKR 48,500.00 by bank transfer for order #${reference(orderId)}`,
    );
    const receipt = await pdfText(paid.attachments[0]!.content);
    expect(receipt).toMatch(/Bank transfer, paid on/);
    expect(receipt).not.toContain('How to pay');

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items?.[0]).toMatchObject({
      action: 'order.slip_verified',
      entityId: orderId,
      after: { status: 'confirmed' },
    });
    // Decided once: a second click, or a late slip, changes nothing.
    const again = await decideSlip(t, admin.token, orderId, sent.body.id as string, {
      verify: true,
    });
    expect(again.status).toBe(409);
    expect((await uploadSlip(t, orderId, shopper.token)).status).toBe(409);
    expect(await waitingIds(t, admin.token)).not.toContain(sent.body.id);
  });

  it('rejects a slip with the reason, mailed; the shopper sends another, which staff verify', async ({
    t,
    shopper,
    admin,
  }) => {
    const staff = await signInStaff(t);
    const { orderId } = await bankOrder(t, shopper.token);
    const first = await uploadSlip(t, orderId, shopper.token);
    const refused = await decideSlip(t, staff.token, orderId, first.body.id as string, {
      reject: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`reason: ${BANK_TRANSFER_MESSAGES.reasonRequired}`);

    const rejected = await decideSlip(t, staff.token, orderId, first.body.id as string, {
      reject: 'The amount on the slip is LKR 4,850.00, not LKR 48,500.00.',
    });
    expect(rejected.status).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('pending');
    const [slip] = await slipsOf(t, orderId, shopper.token);
    expect(slip).toMatchObject({
      status: 'rejected',
      reason: 'The amount on the slip is LKR 4,850.00, not LKR 48,500.00.',
    });
    const mail = await mailAbout(t, orderId, 'payment slip not accepted');
    expect(recipient(mail)).toBe(shopper.email);
    expect(plain(mail.text)).toContain('Reason: The amount on the slip is LKR 4,850.00');
    expect(mail.text).toContain('Account number: 1000 2345 6789');

    const second = await uploadSlip(t, orderId, shopper.token, {
      bytes: Buffer.from('%PDF-1.7\n% the bank e-receipt\n'),
      type: 'application/pdf',
      name: 'e-receipt.pdf',
    });
    expect(second.status).toBe(201);
    expect(second.body.contentType).toBe('application/pdf');
    const verified = await decideSlip(t, staff.token, orderId, second.body.id as string, {
      verify: true,
    });
    expect(verified.status).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    expect((await slipsOf(t, orderId, shopper.token)).map((s) => s.status)).toEqual([
      'verified',
      'rejected',
    ]);
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const actions = (audit.body.items ?? []).filter((e) => e.entityId === orderId);
    expect(actions.map((e) => [e.action, e.actorEmail])).toEqual([
      ['order.slip_verified', staff.email],
      ['order.slip_rejected', staff.email],
    ]);
  });

  it('closes the other waiting slips once one is verified', async ({ t, shopper, admin }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const front = await uploadSlip(t, orderId, shopper.token);
    const back = await uploadSlip(t, orderId, shopper.token);
    await decideSlip(t, admin.token, orderId, back.body.id as string, { verify: true });
    const slips = await slipsOf(t, orderId, admin.token);
    expect(slips.find((s) => s.id === front.body.id)).toMatchObject({
      status: 'rejected',
      reason: BANK_TRANSFER_MESSAGES.otherVerified,
    });
    expect(await waitingIds(t, admin.token)).not.toContain(front.body.id);
  });
});

async function waitingIds(t: Parameters<typeof bankOrder>[0], token: string) {
  const waiting = await call(t, 'GET', '/api/admin/payment-slips', token);
  return (waiting.body.items ?? []).map((s) => s.id);
}

describe('who may pay by bank transfer', () => {
  it('not an account whose e-mail address is unconfirmed: refused, and nothing held', async ({
    t,
  }) => {
    const unconfirmed = await signUp(t.url, undefined, undefined, { confirmed: false });
    const product = await insertProduct(t.database.pool, { stock: 5 });
    const res = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'bank_transfer' }),
      bearer(unconfirmed.token),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: BANK_TRANSFER_MESSAGES.needsConfirmedEmail,
      code: 'bank_transfer_refused',
    });
    expect(await stockOf(t.database.pool, product.id)).toBe(5);
    // The spec's ways to pay are still theirs.
    for (const paymentMethod of ['card', 'koko', 'cash'] as const) {
      const placed = await post(
        `${t.url}/api/orders`,
        orderBody([{ product }], { paymentMethod }),
        bearer(unconfirmed.token),
      );
      expect(placed.status).toBe(201);
    }
  });

  it('nobody while the shop has given no account to pay into', async ({ t, shopper, admin }) => {
    await setBankDetails(t, admin.token, null);
    try {
      const product = await insertProduct(t.database.pool, { stock: 5 });
      const res = await post(
        `${t.url}/api/orders`,
        orderBody([{ product }], { paymentMethod: 'bank_transfer' }),
        bearer(shopper.token),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BANK_TRANSFER_MESSAGES.unavailable);
    } finally {
      await setBankDetails(t, admin.token, BANK);
    }
  });

  it('a card order may turn to a bank transfer; a bank-transfer order stays one', async ({
    t,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 5 });
    const card = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'card' }),
      bearer(shopper.token),
    );
    const path = `/api/orders/${card.body.id as string}/payment-method`;
    const switched = await call(t, 'PUT', path, shopper.token, { paymentMethod: 'bank_transfer' });
    expect(switched.status).toBe(200);
    expect(switched.body.paymentMethod).toBe('bank_transfer');
    expect((await mailAbout(t, card.body.id as string, 'placed')).text).toContain(
      'Account number: 1000 2345 6789',
    );
    const back = await call(t, 'PUT', path, shopper.token, { paymentMethod: 'card' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(BANK_TRANSFER_MESSAGES.stays);
  });
});
