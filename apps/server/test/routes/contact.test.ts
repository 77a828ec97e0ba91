import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { post } from '../helpers/accounts';
import { freePort } from '../helpers/server-process';
import { appTest, it } from '../fixtures';

const closedPort = await freePort();
const mailFailsIt = appTest({
  env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${closedPort}` },
});

describe('POST /api/contact', () => {
  it('stores the message and mails it to the shop', async ({ t }) => {
    const res = await post(`${t.url}/api/contact`, {
      name: 'Nimal Perera',
      email: 'nimal@example.lk',
      message: 'Do you stock the X32?',
    });
    expect(res.status).toBe(201);
    const { rows } = await t.database.pool.query(
      'SELECT name, email, message, mailed_at FROM contact_messages WHERE id = $1',
      [res.body.id],
    );
    expect(rows[0]).toMatchObject({
      name: 'Nimal Perera',
      email: 'nimal@example.lk',
      message: 'Do you stock the X32?',
    });
    expect(rows[0].mailed_at).not.toBeNull();
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const files = await fs.readdir(outbox);
    const eml = await fs.readFile(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${t.config.SHOP_EMAIL}`);
    expect(eml).toContain('Reply-To: nimal@example.lk');
    expect(eml).toContain('Do you stock the X32?');
  });

  it.for<[Record<string, string>, string]>([
    [{ name: '', email: 'a@b.lk', message: 'Hi' }, 'Please enter your name'],
    [{ name: 'A', email: 'a@b', message: 'Hi' }, 'Please enter a valid email address'],
    [{ name: 'A', email: '', message: 'Hi' }, 'Please enter your email address'],
    [{ name: 'A', email: 'a@b.lk', message: '   ' }, 'Please enter a message'],
    [{ name: 'A', email: 'a@b.lk', message: 'x'.repeat(5001) }, 'This is too long'],
    [{ name: 'A', email: 'a@b.lk' }, 'message'],
  ])('refuses %o with 400', async ([body, message], { t }) => {
    const res = await post(`${t.url}/api/contact`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('POST /api/contact when mail fails', () => {
  mailFailsIt('still keeps the message', async ({ t }) => {
    const res = await post(`${t.url}/api/contact`, {
      name: 'Kamala',
      email: 'kamala@example.lk',
      message: 'Call me back',
    });
    expect(res.status).toBe(201);
    const { rows } = await t.database.pool.query(
      'SELECT message, mailed_at FROM contact_messages WHERE id = $1',
      [res.body.id],
    );
    expect(rows[0]).toEqual({ message: 'Call me back', mailed_at: null });
  });
});
