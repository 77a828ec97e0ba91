import { describe, expect } from 'vitest';
import { upsertAdmin } from '../../src/services/auth/admin-account';
import { followConfirmLink, me, newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { recipient, sentMails } from '../helpers/mail';
import { type TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

// Issue #23: one form of an e-mail, no look-alikes of staff, mail only to confirmed addresses,
// and sign-ins the server can end.
const STAFF = 'admin@lankaproaudio.lk';
it.beforeAll(async ({ t }) => {
  await upsertAdmin(t.database.db, STAFF, 'a long staff passphrase');
});

const register = (t: TestApp, email: string, password = PASSWORD) =>
  post(`${t.url}/api/auth/register`, { email, password });
const login = (t: TestApp, email: string, password = PASSWORD) =>
  post(`${t.url}/api/auth/login`, { email, password });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('one form of an e-mail', () => {
  it('signs in with the address however it is padded or cased, and refuses it twice', async ({
    t,
  }) => {
    const local = newEmail().split('@')[0]!;
    const res = await register(t, `${' '.repeat(250)}${local.toUpperCase()}@Example.LK  `);
    expect(res.status).toBe(201);
    expect((res.body.user as { email: string }).email).toBe(`${local}@example.lk`);
    expect((await login(t, `${local}@example.lk`)).status).toBe(200);
    expect((await login(t, `  ${local.toUpperCase()}@EXAMPLE.lk`)).status).toBe(200);
    const again = await register(t, `${local}@ｅｘａｍｐｌｅ.lk`);
    expect(again.status).toBe(409);
  });

  it.for<[string, string]>([
    ['Cyrillic а', 'аdmin@lankaproaudio.lk'],
    ['dotless ı', 'admın@lankaproaudio.lk'],
    ['an accent', 'admín@lankaproaudio.lk'],
    ['rn for m', 'adrnin@lankaproaudio.lk'],
    ['a Greek omicron for o', 'admin@lankaproaudi\u03BF.lk'],
    ['a digit 1 for l', 'admin@1ankaproaudio.lk'],
  ])('refuses a sign-up that passes for a staff address (%s)', async ([_, email], { t }) => {
    const res = await register(t, email);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "This email address looks like one of the shop's own. Please use another address.",
    );
  });

  it.for<[string, string]>([
    ['a zero-width space', 'ad\u200Bmin@lankaproaudio.lk'],
    ['a trailing dot', 'admin@lankaproaudio.lk.'],
  ])('refuses an address with %s', async ([_, email], { t }) => {
    const res = await register(t, email);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please enter a valid email address');
  });

  it('takes fullwidth letters as the plain address they are: the staff account, taken', async ({
    t,
  }) => {
    expect((await register(t, 'ａｄｍｉｎ@lankaproaudio.lk')).status).toBe(409);
  });
});

describe('sign-out and new passwords end sign-ins on the server', () => {
  it('refuses a token after POST /api/auth/logout, and keeps the other sign-ins', async ({ t }) => {
    const shopper = await signUp(t.url);
    const other = (await login(t, shopper.email)).body.token as string;
    const out = await post(`${t.url}/api/auth/logout`, {}, bearer(shopper.token));
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('You are signed out.');
    expect(await me(t.url, shopper.token)).toBe(401);
    expect((await post(`${t.url}/api/auth/logout`, {}, bearer(shopper.token))).status).toBe(401);
    expect(await me(t.url, other)).toBe(200);
  });

  it('refuses every token of the account after a password reset', async ({ t }) => {
    const shopper = await signUp(t.url);
    const second = (await login(t, shopper.email)).body.token as string;
    const asked = await post(`${t.url}/api/auth/resetPassword`, { email: shopper.email });
    const token = new URL(asked.body.resetLink as string).hash.replace('#token=', '');
    const done = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token,
      password: 'another long passphrase',
    });
    expect(done.status).toBe(200);
    expect(await me(t.url, shopper.token)).toBe(401);
    expect(await me(t.url, second)).toBe(401);
    expect((await login(t, shopper.email, 'another long passphrase')).status).toBe(200);
  });
});

describe('mail only to addresses that belong to the shopper', () => {
  /** A cash order of one unit, placed with a stranger's e-mail typed at checkout. */
  async function cashOrder(t: TestApp, token: string) {
    const product = await insertProduct(t.database.pool, { price: 1500, stock: 5 });
    const res = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { customer: { email: 'stranger@example.com' } }),
      bearer(token),
    );
    expect(res.status).toBe(201);
    return `#${(res.body.id as string).slice(0, 8).toUpperCase()}`;
  }
  const about = async (t: TestApp, number: string) =>
    (await sentMails(t)).filter((m) => m.subject?.includes(number));

  it('holds the order mail of an unconfirmed account, and sends it to the account once confirmed', async ({
    t,
  }) => {
    const email = newEmail();
    const registered = await register(t, email);
    expect(registered.status).toBe(201);
    expect((registered.body.user as { emailConfirmed: boolean }).emailConfirmed).toBe(false);
    const token = (await login(t, email)).body.token as string;
    const number = await cashOrder(t, token);

    const before = await about(t, number);
    // The held mail is set aside, not looked at again on every pass of the sender.
    const { rows: held } = await t.database.pool.query(
      `SELECT next_attempt_at > now() + interval '30 minutes' AS later FROM mail_outbox
        WHERE kind = 'order_confirmation' AND order_id::text LIKE $1`,
      [`${number.slice(1).toLowerCase()}%`],
    );
    expect(held).toEqual([{ later: true }]);
    // Only the shop's own notice, with no Reply-To to an address nobody has confirmed.
    expect(before.map((m) => recipient(m))).toEqual([t.config.SHOP_EMAIL]);
    expect(before[0]!.replyTo).toBeUndefined();
    expect((await sentMails(t)).some((m) => recipient(m) === 'stranger@example.com')).toBe(false);
    const confirmation = (await sentMails(t)).filter((m) => recipient(m) === email);
    expect(confirmation.map((m) => m.subject)).toEqual([
      'Confirm your Lanka Pro Audio email address',
    ]);

    const confirmed = await followConfirmLink(t.url, registered.body.confirmLink as string);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your email address is confirmed. Thank you!');
    const after = await about(t, number);
    const mine = after.filter((m) => recipient(m) === email);
    expect(mine.map((m) => m.subject)).toEqual([`Order ${number} placed`]);
    expect(mine[0]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const me = await fetch(`${t.url}/api/auth/me`, { headers: bearer(token) });
    expect(((await me.json()) as { user: { emailConfirmed: boolean } }).user.emailConfirmed).toBe(
      true,
    );
  });

  it('a confirmation link works once; a reset link confirms the address too', async ({ t }) => {
    const email = newEmail();
    const registered = await register(t, email);
    const link = registered.body.confirmLink as string;
    expect((await followConfirmLink(t.url, link)).status).toBe(200);
    const twice = await followConfirmLink(t.url, link);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(
      'This confirmation link is invalid, expired or already used. Please ask for a new one.',
    );

    const other = newEmail();
    await register(t, other);
    const asked = await post(`${t.url}/api/auth/resetPassword`, { email: other });
    const token = new URL(asked.body.resetLink as string).hash.replace('#token=', '');
    await post(`${t.url}/api/auth/resetPassword/confirm`, { token, password: PASSWORD + '!' });
    const signedIn = await login(t, other, PASSWORD + '!');
    expect((signedIn.body.user as { emailConfirmed: boolean }).emailConfirmed).toBe(true);
  });

  it('mails another link on request, and says so once the address is confirmed', async ({ t }) => {
    const shopper = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
    const again = await post(`${t.url}/api/auth/confirm-email/resend`, {}, bearer(shopper.token));
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(
      `We sent a link to ${shopper.email}. Open it to confirm your email address.`,
    );
    expect((await followConfirmLink(t.url, again.body.confirmLink as string)).status).toBe(200);
    const done = await post(`${t.url}/api/auth/confirm-email/resend`, {}, bearer(shopper.token));
    expect(done.body.message).toBe('Your email address is already confirmed.');
    expect(done.body.confirmLink).toBeUndefined();
  });

  it('mails another link at most 3 times a window per account: a stranger typed at sign-up is not flooded', async ({
    t,
  }) => {
    const shopper = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
    const asks = [];
    for (let i = 0; i < 5; i++)
      asks.push(
        (await post(`${t.url}/api/auth/confirm-email/resend`, {}, bearer(shopper.token))).status,
      );
    expect(asks).toEqual([200, 200, 200, 429, 429]);
    const mailed = (await sentMails(t)).filter((m) => recipient(m) === shopper.email);
    // The link of the sign-up, and three more.
    expect(mailed).toHaveLength(4);
  });
});
