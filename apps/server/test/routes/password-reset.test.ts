import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { me, newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp';
import { appTest, it } from '../fixtures';

const demoIt = appTest({ env: { PUBLIC_URL: 'https://demo.example.lk', DEMO: 'true' } });
let openGate: () => void;
const smtp: SmtpSink = await startSmtpSink(new Promise<void>((resolve) => (openGate = resolve)));
afterAll(() => smtp.close());
const smtpIt = appTest({ env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url } });

const NEW_PASSWORD = 'a brand new passphrase';
const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

/** The mails in the app's outbox folder, in the order the folder lists them. */
async function outboxMails(t: TestApp): Promise<string[]> {
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  return Promise.all(
    (await fs.readdir(outbox)).map((f) => fs.readFile(path.join(outbox, f), 'utf8')),
  );
}

/** Asks for a reset link for a new shopper's e-mail and for an unknown one. */
async function askKnownAndUnknown(t: TestApp) {
  // No link to confirm the address comes in these answers: the account stays unconfirmed.
  const { email } = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
  const known = await post(`${t.url}/api/auth/resetPassword`, { email });
  const unknown = await post(`${t.url}/api/auth/resetPassword`, { email: newEmail() });
  return { known, unknown };
}

describe('password reset through the outbox (the default)', () => {
  it('mails a single-use link that sets a new password and retires the old one and old tokens', async ({
    t,
  }) => {
    const { email, token: oldToken } = await signUp(t.url);
    const res = await post(`${t.url}/api/auth/resetPassword`, { email });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const link = res.body.resetLink as string;
    expect(link).toMatch(
      new RegExp(`^${t.config.publicUrl}/resetPassword/confirm#token=[A-Za-z0-9_-]{43}$`),
    );

    const [eml] = (await outboxMails(t)).filter((m) => m.includes('Subject: Reset your'));
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain(tokenOf(link).slice(0, 20));

    const { rows } = await t.database.pool.query('SELECT token_hash FROM password_resets');
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(link));

    const done = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token: tokenOf(link),
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);

    expect((await post(`${t.url}/api/auth/login`, { email, password: PASSWORD })).status).toBe(401);
    expect((await post(`${t.url}/api/auth/login`, { email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    expect(await me(t.url, oldToken)).toBe(401);

    const again = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token: tokenOf(link),
      password: 'yet another one!',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This reset link is invalid, expired or already used. Please ask for a new one.',
    );
  });

  it('refuses an expired link', async ({ t }) => {
    const { email } = await signUp(t.url);
    const res = await post(`${t.url}/api/auth/resetPassword`, { email });
    await t.database.pool.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 second'",
    );
    const late = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token: tokenOf(res.body.resetLink as string),
      password: NEW_PASSWORD,
    });
    expect(late.status).toBe(400);
    expect((await post(`${t.url}/api/auth/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it('never answers with a link for a staff account, but still mails it', async ({ t, admin }) => {
    const res = await post(`${t.url}/api/auth/resetPassword`, { email: admin.email });
    expect(res.status).toBe(200);
    expect(res.body.resetLink).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('token=');
    const mails = await outboxMails(t);
    expect(mails.some((m) => m.includes(`To: ${admin.email}`))).toBe(true);
  });

  it('answers an unknown e-mail with 404 User not found', async ({ t }) => {
    const res = await post(`${t.url}/api/auth/resetPassword`, { email: newEmail() });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });

  it('checks the e-mail and the new password', async ({ t }) => {
    expect((await post(`${t.url}/api/auth/resetPassword`, { email: '' })).body.message).toContain(
      'Please enter your email address',
    );
    expect(
      (await post(`${t.url}/api/auth/resetPassword`, { email: 'nope' })).body.message,
    ).toContain('Please enter a valid email address');
    const short = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token: 'x',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Password must be 8 to 128 characters');
  });
});

describe('password reset on a public demo (DEMO=true, the outbox)', () => {
  demoIt('answers with no link, alike for a known and an unknown e-mail', async ({ t }) => {
    const { known, unknown } = await askKnownAndUnknown(t);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.resetLink).toBeUndefined();
  });
});

describe('password reset through SMTP', () => {
  smtpIt(
    'never returns the link, and answers a known and an unknown e-mail alike',
    async ({ t }) => {
      const { known, unknown } = await askKnownAndUnknown(t);
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.resetLink).toBeUndefined();
      // The answers came while the mail server still held the messages (the reset link, and the
      // link to confirm the address mailed at sign-up): the mail goes after them.
      expect(smtp.messages).toHaveLength(0);
      openGate();
      await expect.poll(() => smtp.messages.length).toBe(2);
      const decoded = smtp.messages.map((m) => m.replace(/=\r?\n/g, '').replaceAll('=3D', '='));
      const link = /\/resetPassword\/confirm#token=([A-Za-z0-9_-]+)/.exec(decoded.join('\n'));
      expect(link).not.toBeNull();
      const done = await post(`${t.url}/api/auth/resetPassword/confirm`, {
        token: link![1],
        password: NEW_PASSWORD,
      });
      expect(done.status).toBe(200);
    },
  );
});
