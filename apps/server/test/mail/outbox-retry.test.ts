import { afterAll, describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { freePort } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp';
import { retryDelayMs } from '../../src/services/mail/outbox';
import { appTest } from '../fixtures';

// SMTP on a loopback port where nothing listens yet: every send fails until the sink opens.
const port = await freePort();
const it = appTest({
  env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` },
});

let sink: SmtpSink | undefined;
afterAll(() => sink?.close());

const outbox = async (t: TestApp, orderId: string) =>
  (
    await t.database.pool.query(
      `SELECT kind, status, attempts, last_error, next_attempt_at > now() AS later
       FROM mail_outbox WHERE order_id = $1 ORDER BY kind`,
      [orderId],
    )
  ).rows as {
    kind: string;
    status: string;
    attempts: number;
    last_error: string;
    later: boolean;
  }[];

describe('a mail that fails', () => {
  it('loses neither the order nor the mail, and is sent on a later try', async ({ t }) => {
    // Mail cannot reach the shopper to confirm the address here: it is marked confirmed.
    const shopper = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
    await t.database.pool.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
      shopper.user.id,
    ]);
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 3 });
    const res = await post(`${t.url}/api/orders`, orderBody([{ product }]), {
      authorization: `Bearer ${shopper.token}`,
    });
    expect(res.status).toBe(201);
    const id = res.body.id as string;

    await t.app.services.mail.flush();
    const failed = await outbox(t, id);
    expect(failed.map((m) => m.kind)).toEqual(['order_confirmation', 'shop_new_order']);
    for (const mail of failed) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, later: true });
      expect(mail.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    const order = await fetch(`${t.url}/api/orders/${id}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(order.status).toBe(200);
    expect(((await order.json()) as { status: string }).status).toBe('pending');

    // A later try: the mail server is back, and the back-off has passed.
    sink = await startSmtpSink(undefined, port);
    await t.database.pool.query(
      'UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = $1',
      [id],
    );
    await t.app.services.mail.flush();
    expect((await outbox(t, id)).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    const number = id.slice(0, 8).toUpperCase();
    expect(sink.messages.filter((m) => m.includes(`#${number}`))).toHaveLength(2);
    // Sent once only: another pass finds nothing due.
    await t.app.services.mail.flush();
    expect(sink.messages.filter((m) => m.includes(`#${number}`))).toHaveLength(2);
  });

  it('waits longer after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });
});
