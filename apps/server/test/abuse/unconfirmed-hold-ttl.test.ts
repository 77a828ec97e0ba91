// Issue #23, point 1: an unconfirmed account's unpaid orders hold stock for UNCONFIRMED_HOLD_TTL
// (2 hours by default) at most; the expiry sweep cancels them as it cancels the other expired
// orders, asking the card gateway or KOKO first.
import { describe, expect } from 'vitest';
import { followConfirmLink, mailedConfirmLink, post } from '../helpers/accounts';
import { recipient, sentMails } from '../helpers/mail';
import { insertProduct, stockOf } from '../helpers/catalogue';
import { decideAtGateway, orderStatus, paymentsOf } from '../helpers/payments';
import type { TestApp } from '../helpers/test-app';
import { account, holdsTest, newAddress, orderBody, placeFrom } from './holds';

// Card and KOKO orders left unpaid a day, so what cancels them here is the account's TTL alone.
const it = holdsTest({ env: { ORDER_PAYMENT_TTL: '1d' } });

async function pending(t: TestApp, confirmed: boolean, paymentMethod: 'cash' | 'card' = 'cash') {
  const shopper = await account(t, confirmed);
  const product = await insertProduct(t.database.pool, { stock: 5, price: 12345.5 });
  const res = await placeFrom(
    t,
    shopper,
    newAddress(),
    orderBody([{ product, quantity: 2 }], { paymentMethod }),
  );
  expect(res.status).toBe(201);
  const headers = { authorization: `Bearer ${shopper.token}` };
  return { shopper, product, headers, orderId: res.body.id as string };
}

const age = (t: TestApp, orderId: string, interval: string) =>
  t.database.pool.query(
    `UPDATE orders SET created_at = now() - interval '${interval}' WHERE id = $1`,
    [orderId],
  );

describe('UNCONFIRMED_HOLD_TTL', () => {
  it("cancels an unconfirmed account's order past 2 hours, stock back; a confirmed one's stays", async ({
    t,
  }) => {
    const fresh = await pending(t, false);
    const young = await pending(t, false);
    const known = await pending(t, true);
    await age(t, fresh.orderId, '2 hours 1 minute');
    await age(t, young.orderId, '1 hour 50 minutes');
    await age(t, known.orderId, '2 days');

    expect(await t.app.services.expiry.sweep()).toBe(1);
    expect(await orderStatus(t, fresh.orderId)).toBe('cancelled');
    expect(await stockOf(t.database.pool, fresh.product.id)).toBe(5);
    expect(await orderStatus(t, young.orderId)).toBe('pending');
    expect(await orderStatus(t, known.orderId)).toBe('pending');
    expect(await stockOf(t.database.pool, known.product.id)).toBe(3);

    // The shopper is told why, in a mail that waits for the address to be confirmed.
    const { rows } = await t.database.pool.query(
      "SELECT params, status FROM mail_outbox WHERE order_id = $1 AND kind = 'order_cancelled'",
      [fresh.orderId],
    );
    expect(rows).toEqual([
      { params: { reason: 'address', afterMs: 7_200_000 }, status: 'pending' },
    ]);
    // The sender passes meanwhile and sets the held mail aside; confirming the address as the
    // shopper does, by a link, brings it back.
    await t.app.services.mail.flush();
    const link = await mailedConfirmLink(t, fresh.shopper.email);
    expect((await followConfirmLink(t.url, link)).status).toBe(200);
    const number = `#${fresh.orderId.slice(0, 8).toUpperCase()}`;
    const mails = (await sentMails(t)).filter(
      (m) => m.subject?.includes(number) && recipient(m) === fresh.shopper.email,
    );
    // The held 'placed' mail is no longer true, and is not sent: only the cancellation.
    expect(mails.map((m) => m.subject)).toEqual([`Order ${number} cancelled`]);
    expect(mails[0]?.text?.replace(/\s+/g, ' ')).toContain(
      `Your order ${number} has been cancelled because your email address was not confirmed within 2 hours`,
    );
  });

  it('leaves the order of an account confirmed since it was placed', async ({ t }) => {
    const since = await pending(t, false);
    await t.database.pool.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
      since.shopper.user.id,
    ]);
    await age(t, since.orderId, '3 hours');
    await t.app.services.expiry.sweep();
    expect(await orderStatus(t, since.orderId)).toBe('pending');
  });

  it('asks the gateway first: a card order paid there is confirmed, an unpaid one cancelled', async ({
    t,
  }) => {
    const paid = await pending(t, false, 'card');
    const unpaid = await pending(t, false, 'card');
    for (const order of [paid, unpaid]) {
      const session = await post(
        `${t.url}/api/payment/create-session`,
        { orderId: order.orderId, amount: '24691.00' },
        order.headers,
      );
      expect(session.status).toBe(200);
      if (order === paid) await decideAtGateway(t, session.body.sessionId as string, 'approve');
      await age(t, order.orderId, '3 hours');
    }

    await t.app.services.expiry.sweep();
    expect(await orderStatus(t, unpaid.orderId)).toBe('cancelled');
    expect(await stockOf(t.database.pool, unpaid.product.id)).toBe(5);
    await expect.poll(() => orderStatus(t, paid.orderId)).toBe('confirmed');
    expect(await stockOf(t.database.pool, paid.product.id)).toBe(3);
    expect((await paymentsOf(t, paid.orderId)).map((p) => p.status)).toEqual(['succeeded']);
  });
});
