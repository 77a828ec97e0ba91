import { describe, expect } from 'vitest';
import { newEmail, PASSWORD, post } from '../helpers/accounts';
import { appTest } from '../fixtures';

// Below the sign-in's own slowing down of one account's failures, so this limit is the one met.
const PER_IP_EMAIL = 3;

/** One address written many ways: the counter is the same for each (issue #23). */
const disguises = (email: string) => [
  email,
  `${' '.repeat(254)}${email}`,
  email.toUpperCase(),
  `\t${email}${' '.repeat(300)}`,
  // Fullwidth letters: NFKC makes them the plain ones.
  email.replace(/[a-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 0x61 + 0xff41)),
  ` ${email.toUpperCase()} `,
];

const it = appTest({ env: { RATE_LIMIT_PER_IP_EMAIL: String(PER_IP_EMAIL) } });

describe('one e-mail padded, in capitals or in fullwidth letters, from one address', () => {
  it('is refused sign-in past the limit of one e-mail', async ({ t }) => {
    const email = newEmail();
    expect((await post(`${t.url}/api/auth/register`, { email, password: PASSWORD })).status).toBe(
      201,
    );
    const ways = disguises(email);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await post(`${t.url}/api/auth/login`, { email: ways[i % ways.length], password: 'wrong' }))
          .status,
      );
    expect(statuses).toEqual([
      ...Array<number>(PER_IP_EMAIL).fill(401),
      ...Array<number>(32 - PER_IP_EMAIL).fill(429),
    ]);
  });

  it('is refused past the limit of one e-mail from any address of one IPv6 /64', async ({ t }) => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 1; i <= 2 * PER_IP_EMAIL; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `2001:db8:5:5:${i.toString(16)}::1`,
        payload: { email, password: 'wrong' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([
      ...Array<number>(PER_IP_EMAIL).fill(401),
      ...Array<number>(PER_IP_EMAIL).fill(429),
    ]);
  });

  it('is sent no more reset mails than the limit of one e-mail', async ({ t }) => {
    const email = newEmail();
    expect((await post(`${t.url}/api/auth/register`, { email, password: PASSWORD })).status).toBe(
      201,
    );
    const ways = disguises(email);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * PER_IP_EMAIL; i++)
      statuses.push(
        (await post(`${t.url}/api/auth/resetPassword`, { email: ways[i % ways.length] })).status,
      );
    // Each 200 is a reset mail to the one account.
    expect(statuses).toEqual([
      ...Array<number>(PER_IP_EMAIL).fill(200),
      ...Array<number>(PER_IP_EMAIL).fill(429),
    ]);
  });
});
