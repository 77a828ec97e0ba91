// Issue #30: the mails of an account (the link to confirm the address at sign-up and again, the
// password reset link) are in the language of the page that asked for them, their link opening
// that page in it; a call that names no language is answered in English as before.
import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { bearer, newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { recipient, sentMails } from '../helpers/mail';
import type { TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

/** Whitespace as one space: the plain text wraps lines. */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
const TOKEN = '#token=[A-Za-z0-9_-]{43}';

/** The one mail sent to `email` under `subject`. */
async function mailTo(t: TestApp, email: string, subject: string): Promise<ParsedMail> {
  const mails = (await sentMails(t)).filter((m) => recipient(m) === email && m.subject === subject);
  expect(mails, `one mail '${subject}' to ${email}`).toHaveLength(1);
  return mails[0]!;
}

/** A new shopper, signed in, whose address is not confirmed yet. */
const unconfirmed = (t: TestApp) => signUp(t, newEmail(), PASSWORD, { confirmed: false });

describe('a password reset asked for in Sinhala', () => {
  it('is mailed in Sinhala with a link to the Sinhala page, and the link works', async ({ t }) => {
    const { email } = await unconfirmed(t);
    const res = await post(`${t.url}/api/auth/resetPassword`, { email, language: 'si' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = res.body.resetLink as string;
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/si/resetPassword/confirm${TOKEN}$`));

    const mail = await mailTo(t, email, `ඔබේ ${t.config.SHOP_NAME} මුරපදය යළි සකසන්න`);
    expect(mail.html).toMatch(/<div lang="si">/);
    const text = words(mail.text);
    expect(text).toContain('ඔබේ ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලා ඇත.');
    expect(text).toContain('පැයක් ඇතුළත මෙම සබැඳිය විවෘත කරන්න.');
    expect(text).toContain(link);
    expect(mail.html).toContain('නව මුරපදයක් තෝරන්න</a>');
    expect(text.replace(link, '')).not.toMatch(/password|link/i);

    const token = new URL(link).hash.replace('#token=', '');
    const done = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token,
      password: 'a brand new passphrase',
    });
    expect(done.status).toBe(200);
  });
});

describe('a sign-up in Tamil', () => {
  it("mails its confirmation in Tamil, to the Tamil page's link", async ({ t }) => {
    const email = newEmail();
    const res = await post(`${t.url}/api/auth/register`, {
      email,
      password: PASSWORD,
      language: 'ta',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.confirmLink as string;
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/ta/confirm-email${TOKEN}$`));

    const mail = await mailTo(
      t,
      email,
      `உங்கள் ${t.config.SHOP_NAME} மின்னஞ்சல் முகவரியை உறுதிப்படுத்துக`,
    );
    expect(mail.html).toMatch(/<div lang="ta">/);
    const text = words(mail.text);
    expect(text).toContain(`${t.config.SHOP_NAME} க்கு வரவேற்கிறோம்.`);
    expect(text).toContain('ஏழு நாட்களுக்குள் இந்த இணைப்பைத் திறவுங்கள்.');
    expect(text).toContain(link);
    expect(mail.html).toContain('எனது மின்னஞ்சல் முகவரியை உறுதிப்படுத்துக</a>');
    expect(text.replace(link, '')).not.toMatch(/Welcome|confirm/i);

    const token = new URL(link).hash.replace('#token=', '');
    expect((await post(`${t.url}/api/auth/confirm-email`, { token })).status).toBe(200);
  });
});

describe('another confirmation link', () => {
  it('asked for in Sinhala comes in Sinhala; with no body at all, in English', async ({ t }) => {
    const shopper = await unconfirmed(t);
    const asked = await post(
      `${t.url}/api/auth/confirm-email/resend`,
      { language: 'si' },
      bearer(shopper.token),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.confirmLink).toMatch(/\/si\/confirm-email#token=/);
    const mail = await mailTo(t, shopper.email, `ඔබේ ${t.config.SHOP_NAME} ඊමේල් ලිපිනය තහවුරු කරන්න`);
    expect(words(mail.text)).toContain(asked.body.confirmLink as string);

    // The call as the spec's pages made it: a POST with no body and no content type.
    const bare = await fetch(`${t.url}/api/auth/confirm-email/resend`, {
      method: 'POST',
      headers: bearer(shopper.token),
    });
    expect(bare.status, await bare.clone().text()).toBe(200);
    const answer = (await bare.json()) as { confirmLink: string };
    expect(answer.confirmLink).toMatch(new RegExp(`^${t.config.publicUrl}/confirm-email#token=`));
  });
});

describe('account mails that name no language', () => {
  it('are the English of before, word for word, with the English pages’ links', async ({ t }) => {
    const email = newEmail();
    const res = await post(`${t.url}/api/auth/register`, { email, password: PASSWORD });
    expect(res.status).toBe(201);
    const link = res.body.confirmLink as string;
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/confirm-email${TOKEN}$`));
    const shop = t.config.SHOP_NAME;
    const confirm = await mailTo(t, email, `Confirm your ${shop} email address`);
    expect(confirm.text?.trim()).toBe(
      [
        `Welcome to ${shop}. Please confirm that this is your email address.`,
        'Open this link within seven days. Until then we send this address nothing else, not even your order confirmations: they wait and arrive once it is confirmed.',
        link,
        'If you did not make an account with us, ignore this message.',
        shop,
      ].join('\n\n'),
    );
    expect(confirm.html).toContain('Confirm my email address</a>');

    const other = await unconfirmed(t);
    const reset = await post(`${t.url}/api/auth/resetPassword`, { email: other.email });
    const resetLink = reset.body.resetLink as string;
    expect(resetLink).toMatch(new RegExp(`^${t.config.publicUrl}/resetPassword/confirm${TOKEN}$`));
    const mail = await mailTo(t, other.email, `Reset your ${shop} password`);
    expect(mail.text?.trim()).toBe(
      [
        'Someone (hopefully you) asked to reset the password of your account.',
        'Open this link within one hour to choose a new password. It works once.',
        resetLink,
        'If you did not ask for this, ignore this message: your password stays as it is.',
        shop,
      ].join('\n\n'),
    );
    expect(mail.html).toContain('Choose a new password</a>');
  });
});

describe('a language that is not one of the three', () => {
  it('is refused with a message by sign-up, reset and another link, and nothing is sent', async ({
    t,
  }) => {
    const shopper = await unconfirmed(t);
    const before = (await sentMails(t)).length;
    for (const language of ['fr', '', 7, null]) {
      const asked = [
        await post(`${t.url}/api/auth/register`, {
          email: newEmail(),
          password: PASSWORD,
          language,
        }),
        await post(`${t.url}/api/auth/resetPassword`, { email: shopper.email, language }),
        await post(`${t.url}/api/auth/confirm-email/resend`, { language }, bearer(shopper.token)),
      ];
      for (const res of asked) {
        expect(res.status).toBe(400);
        expect(res.body.message).toContain("language must be 'en', 'si' or 'ta'");
      }
    }
    expect(await sentMails(t)).toHaveLength(before);
  });
});
