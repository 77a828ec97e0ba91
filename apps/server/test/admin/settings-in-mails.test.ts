import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, describe, expect, vi } from 'vitest';
import { ShopSettingsAnswerSchema } from '@avstore/core';
import { bearer, newEmail, PASSWORD, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { livePaymentsEnv, startCardGateway } from '../helpers/card-gateway';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { mailAbout, recipient, sentMails } from '../helpers/mail';
import { signInStaff } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

// Issue #27: the owner renamed the shop in the back office, and the account mails, the staff
// invitation, the mails' sender and the card payment page still named it as the environment does.

const gateway = await startCardGateway();
afterAll(() => gateway.close());
const it = appTest({
  // One address makes the burst of failed sign-ins below: the sign-in guard is to stop it, not the
  // limit of requests per address and e-mail, which its waits would otherwise reach first.
  env: { ...livePaymentsEnv(gateway.url), RATE_LIMIT_PER_IP_EMAIL: '100' },
});

const RENAMED = { name: 'Colombo Sound House', email: 'office@colombosound.lk' };

it.beforeAll(async ({ t, admin }) => {
  const current = ShopSettingsAnswerSchema.parse(
    (await call(t, 'GET', '/api/admin/settings', admin.token)).body,
  );
  const { updatedAt: _updatedAt, ...settings } = current;
  const body = { ...settings, shop: { ...settings.shop, ...RENAMED } };
  expect((await call(t, 'PUT', '/api/admin/settings', admin.token, body)).status).toBe(200);
});

/** The one mail to `to` whose subject is `subject`, once sent (some go after the answer). */
async function mailTo(t: TestApp, to: string, subject: string): Promise<ParsedMail> {
  for (let tries = 0; tries < 100; tries++) {
    const found = (await sentMails(t)).filter((m) => recipient(m) === to && m.subject === subject);
    if (found.length > 1) throw new Error(`${found.length} mails '${subject}' to ${to}`);
    if (found[0]) return found[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail '${subject}' to ${to}`);
}

/** Signed with the new name in text, HTML and sender, from the address the mail server sends for. */
function expectSignedAsRenamed(t: TestApp, mail: ParsedMail) {
  expect(mail.from?.value).toEqual([{ name: RENAMED.name, address: t.config.SHOP_EMAIL }]);
  expect(mail.text).toContain(RENAMED.name);
  expect(mail.html).toContain(RENAMED.name);
  for (const part of [mail.subject, mail.text, mail.html])
    expect(part).not.toContain(t.config.SHOP_NAME);
}

describe('the shop as the owner renamed it (PUT /api/admin/settings)', () => {
  it('signs the password-reset mail', async ({ t }) => {
    const email = newEmail();
    expect((await post(`${t.url}/api/auth/register`, { email, password: PASSWORD })).status).toBe(
      201,
    );
    expect((await post(`${t.url}/api/auth/resetPassword`, { email })).status).toBe(200);
    const mail = await mailTo(t, email, 'Reset your Colombo Sound House password');
    expectSignedAsRenamed(t, mail);
  });

  it('welcomes a new account in the e-mail-confirmation mail', async ({ t }) => {
    const email = newEmail();
    expect((await post(`${t.url}/api/auth/register`, { email, password: PASSWORD })).status).toBe(
      201,
    );
    const mail = await mailTo(t, email, 'Confirm your Colombo Sound House email address');
    expect(mail.text).toContain('Welcome to Colombo Sound House.');
    expectSignedAsRenamed(t, mail);
  });

  it('invites staff to join it', async ({ t, admin }) => {
    const email = newEmail();
    const invited = await call(t, 'POST', '/api/admin/staff/invitations', admin.token, { email });
    expect(invited.status).toBe(201);
    const mail = await mailTo(t, email, "You are invited to join Colombo Sound House's staff");
    expect(mail.text).toContain('to join the staff of Colombo Sound House:');
    expectSignedAsRenamed(t, mail);
  });

  it('is the merchant its card payment page names', async ({ t, shopper }) => {
    const product = await insertProduct(t.database.pool, { price: 12345.5, stock: 5 });
    const order = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'card' }),
      bearer(shopper.token),
    );
    expect(order.status).toBe(201);
    const session = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: order.body.id, amount: '12345.50' },
      bearer(shopper.token),
    );
    expect(session.status).toBe(200);
    expect(gateway.sessions.at(-1)).toMatchObject({
      interaction: { merchant: { name: RENAMED.name } },
    });
  });

  it('sends the contact form’s message to its new address, and its order mails as itself', async ({
    t,
    placeOrder,
  }) => {
    const message = { name: 'Nimal Perera', email: newEmail(), message: 'Do you rent speakers?' };
    expect((await post(`${t.url}/api/contact`, message)).status).toBe(201);
    const contact = await mailTo(t, RENAMED.email, 'Contact form: Nimal Perera');
    expect(contact.from?.value).toEqual([{ name: RENAMED.name, address: t.config.SHOP_EMAIL }]);

    const product = await insertProduct(t.database.pool, { stock: 5 });
    const order = await placeOrder(orderBody([{ product }]));
    expect(order.status).toBe(201);
    const placed = await mailAbout(t, order.body.id as string, 'placed');
    expect(placed.from?.value[0]?.name).toBe(RENAMED.name);
  });

  describe('a burst of failed sign-ins to a staff account', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is told to its new address, signed with its new name', async ({ t }) => {
      const staff = await signInStaff(t);
      // The slow-down's waits are skipped, not slept: the time is the test's.
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let failures = 0; failures < 20;) {
        const res = await post(`${t.url}/api/auth/login`, {
          email: staff.email,
          password: 'a wrong guess',
        });
        if (res.status === 401) failures++;
        else vi.setSystemTime(Date.now() + Number(res.headers.get('retry-after')) * 1000);
      }
      const mail = await mailTo(
        t,
        RENAMED.email,
        `Colombo Sound House: failed sign-ins to ${staff.email}`,
      );
      expect(mail.text).toContain('20 failed sign-ins');
      expectSignedAsRenamed(t, mail);
    });
  });
});
