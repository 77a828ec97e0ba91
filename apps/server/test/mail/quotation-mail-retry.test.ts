import { afterAll, describe, expect } from 'vitest';
import { simpleParser } from 'mailparser';
import { QuotationSchema } from '@avstore/core';
import { bearer, newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import { popplerText } from '../helpers/pdftotext';
import { freePort } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp';
import { shopToday } from '../helpers/tax';
import type { TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

// Issue #28: the quotation mails go through the outbox as the order mails do. SMTP on a loopback
// port where nothing listens yet: every send fails until the sink opens there.
const port = await freePort();
const it = appTest({
  env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` },
});

let sink: SmtpSink | undefined;
afterAll(() => sink?.close());

const quotationMails = async (t: TestApp) =>
  (
    await t.database.pool.query(
      `SELECT kind, status, attempts, last_error, order_id, length(params::text) AS size
       FROM mail_outbox WHERE kind LIKE 'quotation%' ORDER BY created_at`,
    )
  ).rows as {
    kind: string;
    status: string;
    attempts: number;
    last_error: string | null;
    order_id: string | null;
    size: number;
  }[];

/**
 * The mail server is back (or still is), and the back-off has passed: the next pass sends what
 * waits. Gives the mails it brought.
 */
async function mailServerBack(t: TestApp, since = sink?.messages.length ?? 0) {
  sink ??= await startSmtpSink(undefined, port);
  await t.database.pool.query(
    "UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'",
  );
  await t.app.services.mail.flush();
  return Promise.all(sink.messages.slice(since).map((raw) => simpleParser(raw)));
}

describe('quotation mails while the mail server is down', () => {
  it('send the quotation all the same, and its mail with the PDF as sent once the server is back', async ({
    t,
    admin,
  }) => {
    // Mail cannot reach the shopper to confirm the address here: it is marked confirmed.
    const buyer = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
    await t.database.pool.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
      buyer.user.id,
    ]);
    const product = await insertProduct(t.database.pool, {
      name: 'Shure SM58 microphone',
      price: 40_000,
      stock: 20,
    });
    const asked = await post(
      `${t.url}/api/quotations`,
      {
        organisation: 'Trinity College Kandy',
        note: 'For the choir.',
        items: [{ id: product.id, quantity: 4 }],
      },
      bearer(buyer.token),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const quotation = QuotationSchema.parse(asked.body);

    const edit = (version: number, unitPrice: number) =>
      call(t, 'PUT', `/api/admin/quotations/${quotation.id}`, admin.token, {
        version,
        lines: [{ productId: product.id, name: product.name, quantity: 4, unitPrice }],
        validUntil: shopToday(),
        shopNote: 'Delivered to the school.',
      });
    expect((await edit(1, 36_500)).status).toBe(200);
    const sent = await call(t, 'POST', `/api/admin/quotations/${quotation.id}/send`, admin.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('sent');
    // Saved after sending: the mail already recorded still tells of the quotation as sent.
    expect((await edit(2, 99_999)).status).toBe(200);

    await t.app.services.mail.flush();
    const failed = await quotationMails(t);
    expect(failed.map((m) => m.kind)).toEqual(['quotation_requested', 'quotation_sent']);
    for (const mail of failed) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, order_id: null });
      expect(mail.last_error).toMatch(/ECONNREFUSED|connect/i);
      // The row keeps the quotation, not its PDF.
      expect(mail.size).toBeLessThan(4000);
    }
    const read = await call(t, 'GET', `/api/quotations/${quotation.id}`, buyer.token);
    expect(read.body).toMatchObject({ status: 'sent', total: 399_996 });

    const arrived = await mailServerBack(t);
    expect((await quotationMails(t)).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    const notice = arrived.find((m) => m.subject?.startsWith('Quotation request'));
    expect(notice?.subject).toBe(
      `Quotation request ${quotation.number} from Trinity College Kandy`,
    );
    expect(notice?.text).toContain('For the choir.');
    const mail = arrived.find((m) => m.subject?.startsWith(`Quotation ${quotation.number}`));
    expect(mail, 'the quotation is mailed to the buyer').toBeDefined();
    expect(mail!.text).toMatch(/LKR\s146,000\.00/);
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe(`quotation-${quotation.number}.pdf`);
    expect(attachment.contentType).toBe('application/pdf');
    const pdf = (await popplerText(attachment.content)).replace(/[\s\u00a0]+/g, ' ');
    expect(pdf).toContain('QUOTATION');
    expect(pdf).toContain('Trinity College Kandy');
    expect(pdf).toContain('36,500.00');
    expect(pdf).toContain('146,000.00');
    expect(pdf).not.toContain('99,999.00');

    // Sent once only: another pass finds nothing due.
    await t.app.services.mail.flush();
    expect(sink!.messages).toHaveLength(2);
  });

  it('records a request for changes with it, and the shop hears of it', async ({ t, admin }) => {
    const since = sink?.messages.length ?? 0;
    const buyer = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
    const product = await insertProduct(t.database.pool, { price: 5_000, stock: 5 });
    const asked = await post(
      `${t.url}/api/quotations`,
      { organisation: 'Galle Face Hotel', items: [{ id: product.id, quantity: 1 }] },
      bearer(buyer.token),
    );
    const id = asked.body.id as string;
    await call(t, 'PUT', `/api/admin/quotations/${id}`, admin.token, {
      version: 1,
      lines: [{ productId: product.id, name: product.name, quantity: 1, unitPrice: 4_500 }],
      validUntil: shopToday(),
    });
    await call(t, 'POST', `/api/admin/quotations/${id}/send`, admin.token);
    const changes = await call(t, 'POST', `/api/quotations/${id}/changes`, buyer.token, {
      note: 'Two of them, please.',
    });
    expect(changes.status).toBe(200);
    expect(changes.body.status).toBe('changes_requested');
    expect((await quotationMails(t)).at(-1)?.kind).toBe('quotation_changes_requested');

    const arrived = await mailServerBack(t, since);
    const told = arrived.find((m) => m.subject?.startsWith('Changes asked for quotation'));
    expect(told?.text).toContain('Two of them, please.');
    expect(told?.replyTo?.text).toContain(buyer.email);
  });
});
