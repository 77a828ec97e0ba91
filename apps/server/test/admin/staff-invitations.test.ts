import { describe, expect } from 'vitest';
import { STAFF_MESSAGES } from '@avstore/core';
import { bearer, me, newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { recipient, sentMails } from '../helpers/mail';
import { it } from '../fixtures';
import type { TestApp } from '../helpers/test-app';

/** Invites `email` as the owner and reads the mailed link back from the outbox's .eml. */
async function invite(t: TestApp, ownerToken: string, email = newEmail()) {
  const answer = await call(t, 'POST', '/api/admin/staff/invitations', ownerToken, { email });
  expect(answer.status).toBe(201);
  const mail = (await sentMails(t)).filter((m) => recipient(m) === email).at(-1);
  expect(mail, `an invitation mailed to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+\/staff\/accept#token=[A-Za-z0-9_-]+/.exec(mail!.text ?? '')?.[0];
  expect(link).toBeDefined();
  return { email, id: answer.body.id as string, mail: mail!, token: new URL(link!).hash.slice(7) };
}

const view = (t: TestApp, token: string) => post(`${t.url}/api/auth/staff-invitation`, { token });
const accept = (t: TestApp, body: unknown, token?: string) =>
  post(`${t.url}/api/auth/staff-invitation/accept`, body, token ? bearer(token) : {});

describe('inviting staff', () => {
  it('mails a link naming the shop and the owner; a new person sets a password and is staff', async ({
    t,
    admin,
  }) => {
    const sent = await invite(t, admin.token);
    expect(sent.mail.subject).toBe(`You are invited to join ${t.config.SHOP_NAME}'s staff`);
    expect(sent.mail.text).toContain(`${admin.email} invites you`);
    expect(sent.mail.text).toContain('within 7 days');
    const { rows } = await t.database.pool.query(
      'SELECT token_hash FROM staff_invitations WHERE id = $1',
      [sent.id],
    );
    expect(rows[0].token_hash).not.toContain(sent.token);

    expect((await view(t, sent.token)).body).toMatchObject({
      email: sent.email,
      accountExists: false,
    });
    const accepted = await accept(t, { token: sent.token, password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: sent.email, role: 'staff' });

    const login = await post(`${t.url}/api/auth/login`, { email: sent.email, password: PASSWORD });
    expect(login.body.user).toMatchObject({ role: 'staff', emailConfirmed: true });
    const token = login.body.token as string;
    expect((await call(t, 'GET', '/api/admin/orders', token)).status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/staff', token)).status).toBe(403);

    const list = await call(t, 'GET', '/api/admin/staff', admin.token);
    expect(list.body.staff).toContainEqual(expect.objectContaining({ email: sent.email }));
    expect(list.body.invitations).not.toContainEqual(
      expect.objectContaining({ email: sent.email }),
    );
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const actions = audit.body.items!.map((a) => `${a.action} ${a.actorEmail}`);
    expect(actions).toContain(`staff.invite ${admin.email}`);
    expect(actions).toContain(`staff.accept ${sent.email}`);
  });

  it('turns an existing shopper into staff once signed in as the invited address', async ({
    t,
    admin,
  }) => {
    const shopper = await signUp(t);
    const stranger = await signUp(t);
    const sent = await invite(t, admin.token, shopper.email);
    expect((await view(t, sent.token)).body).toMatchObject({ accountExists: true });

    const signedOut = await accept(t, { token: sent.token, password: 'another good pass 9' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe(STAFF_MESSAGES.invitationSignIn);
    const other = await accept(t, { token: sent.token }, stranger.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toContain(shopper.email);

    const accepted = await accept(t, { token: sent.token }, shopper.token);
    expect(accepted.status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/orders', shopper.token)).status).toBe(200);
    // The password stays the shopper's own.
    const login = await post(`${t.url}/api/auth/login`, {
      email: shopper.email,
      password: shopper.password,
    });
    expect(login.body.user).toMatchObject({ role: 'staff' });
  });

  it('refuses a used, a revoked, an expired or a made-up link', async ({ t, admin }) => {
    const used = await invite(t, admin.token);
    expect((await accept(t, { token: used.token, password: PASSWORD })).status).toBe(200);
    const again = await accept(t, { token: used.token, password: PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(STAFF_MESSAGES.invitationInvalid);

    const revoked = await invite(t, admin.token);
    const list = await call(t, 'GET', '/api/admin/staff', admin.token);
    expect(list.body.invitations).toContainEqual(
      expect.objectContaining({ id: revoked.id, invitedByEmail: admin.email }),
    );
    const del = await call(t, 'DELETE', `/api/admin/staff/invitations/${revoked.id}`, admin.token);
    expect(del.status).toBe(200);
    expect(del.body.invitations).not.toContainEqual(expect.objectContaining({ id: revoked.id }));
    expect((await view(t, revoked.token)).status).toBe(400);
    expect((await accept(t, { token: revoked.token, password: PASSWORD })).status).toBe(400);
    expect(
      (await call(t, 'DELETE', `/api/admin/staff/invitations/${revoked.id}`, admin.token)).status,
    ).toBe(404);

    const expired = await invite(t, admin.token);
    await t.database.pool.query(
      "UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expired.id],
    );
    expect((await accept(t, { token: expired.token, password: PASSWORD })).status).toBe(400);
    expect((await view(t, 'made-up')).status).toBe(400);

    // A second invitation to an address closes the first.
    const first = await invite(t, admin.token);
    await invite(t, admin.token, first.email);
    expect((await view(t, first.token)).status).toBe(400);
  });

  it('never makes the owner staff, nor anyone staff twice', async ({ t, admin }) => {
    const owner = await call(t, 'POST', '/api/admin/staff/invitations', admin.token, {
      email: admin.email,
    });
    expect(owner.status).toBe(409);
    expect(owner.body.message).toBe(STAFF_MESSAGES.ownerCannotBeStaff);
    const sent = await invite(t, admin.token);
    await accept(t, { token: sent.token, password: PASSWORD });
    const twice = await call(t, 'POST', '/api/admin/staff/invitations', admin.token, {
      email: sent.email,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(STAFF_MESSAGES.alreadyStaff);
  });
});

describe('removing a staff member', () => {
  it('makes them a customer and ends every sign-in they hold, audited', async ({ t, admin }) => {
    const sent = await invite(t, admin.token);
    const accepted = await accept(t, { token: sent.token, password: PASSWORD });
    const id = (accepted.body.user as { id: string }).id;
    const logins = await Promise.all(
      [1, 2].map(() => post(`${t.url}/api/auth/login`, { email: sent.email, password: PASSWORD })),
    );
    const tokens = logins.map((l) => l.body.token as string);
    for (const token of tokens) expect(await me(t.url, token)).toBe(200);

    const removed = await call(t, 'DELETE', `/api/admin/staff/${id}`, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body.staff).not.toContainEqual(expect.objectContaining({ id }));
    for (const token of tokens) expect(await me(t.url, token)).toBe(401);
    expect((await call(t, 'GET', '/api/admin/orders', tokens[0])).status).toBe(401);

    const login = await post(`${t.url}/api/auth/login`, { email: sent.email, password: PASSWORD });
    expect(login.body.user).toMatchObject({ role: 'customer' });
    expect((await call(t, 'GET', '/api/admin/orders', login.body.token as string)).status).toBe(
      403,
    );
    expect((await call(t, 'DELETE', `/api/admin/staff/${id}`, admin.token)).status).toBe(404);
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ action: 'staff.remove', entityId: id, actorEmail: admin.email }),
    );
  });

  it('cannot remove the owner: only staff are removed', async ({ t, admin }) => {
    const { rows } = await t.database.pool.query('SELECT id FROM users WHERE email = $1', [
      admin.email,
    ]);
    expect((await call(t, 'DELETE', `/api/admin/staff/${rows[0].id}`, admin.token)).status).toBe(
      404,
    );
    expect(await me(t.url, admin.token)).toBe(200);
  });
});
