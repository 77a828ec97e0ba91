import { describe, expect } from 'vitest';
import { BANK, bankOrder, decideSlip, setBankDetails, uploadSlip } from '../helpers/bank-transfer';
import { stockOf } from '../helpers/catalogue';
import { mailAbout } from '../helpers/mail';
import { orderStatus } from '../helpers/payments';
import type { TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

// BANK_TRANSFER_TTL (3 days by default): a bank-transfer order with no slip verified in that time
// gives its stock back, unless a slip of it is in the shop's hands.

it.beforeAll(async ({ t, admin }) => setBankDetails(t, admin.token, BANK));

const placedHoursAgo = (t: TestApp, orderId: string, hours: number) =>
  t.database.pool.query(
    'UPDATE orders SET created_at = now() - make_interval(hours => $2) WHERE id = $1',
    [orderId, hours],
  );

describe('the sweep and bank-transfer orders', () => {
  it('cancels one with no slip after 3 days, returns its stock and says why', async ({
    t,
    shopper,
  }) => {
    const late = await bankOrder(t, shopper.token);
    const inTime = await bankOrder(t, shopper.token);
    await placedHoursAgo(t, late.orderId, 73);
    await placedHoursAgo(t, inTime.orderId, 71);
    await t.app.services.expiry.sweep();

    expect(await orderStatus(t, late.orderId)).toBe('cancelled');
    expect(await stockOf(t.database.pool, late.product.id)).toBe(5);
    expect(await orderStatus(t, inTime.orderId)).toBe('pending');
    expect(await stockOf(t.database.pool, inTime.product.id)).toBe(4);
    const mail = await mailAbout(t, late.orderId, 'cancelled');
    expect(mail.text).toContain('because we did not receive its bank transfer within 3 days');
    expect(mail.text).toContain('If you did transfer the money, call us on');
    // A slip too late is refused: the order no longer waits for it.
    const tooLate = await uploadSlip(t, late.orderId, shopper.token);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('This order is cancelled and takes no payment slip.');
  });

  it('keeps one whose slip waits for the shop, whatever its age, until the shop decides', async ({
    t,
    shopper,
    admin,
  }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const slip = await uploadSlip(t, orderId, shopper.token);
    await placedHoursAgo(t, orderId, 240);
    await t.app.services.expiry.sweep();
    expect(await orderStatus(t, orderId)).toBe('pending');

    // Rejected: the shopper has a day to send the right slip, then the order goes.
    await decideSlip(t, admin.token, orderId, slip.body.id as string, { reject: 'Unreadable.' });
    await t.app.services.expiry.sweep();
    expect(await orderStatus(t, orderId)).toBe('pending');
    await t.database.pool.query(
      "UPDATE payment_slips SET decided_at = now() - interval '25 hours' WHERE order_id = $1",
      [orderId],
    );
    await t.app.services.expiry.sweep();
    expect(await orderStatus(t, orderId)).toBe('cancelled');
  });

  it('never touches one whose slip the shop verified', async ({ t, shopper, admin }) => {
    const { orderId } = await bankOrder(t, shopper.token);
    const slip = await uploadSlip(t, orderId, shopper.token);
    await decideSlip(t, admin.token, orderId, slip.body.id as string, { verify: true });
    await placedHoursAgo(t, orderId, 240);
    await t.app.services.expiry.sweep();
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });
});
