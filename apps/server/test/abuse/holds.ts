// What the tests of issue #23 (the stock one buyer can hold) share: accounts made confirmed or
// unconfirmed in the database, and orders placed from an address of the test's choosing.
import { post, signUp } from '../helpers/accounts';
import { orderBody } from '../helpers/catalogue';
import type { TestApp, TestAppOptions } from '../helpers/test-app';
import { appTest } from '../fixtures';

/** The shop's ways to be reached, as the refusals must name them. */
export const SHOP = {
  SHOP_PHONE: '+94 11 555 0101',
  SHOP_WHATSAPP: '+94 77 555 0102',
  SHOP_EMAIL: 'orders@lankaproaudio.lk',
};

/**
 * TRUST_PROXY lets a test speak from addresses of its choosing (on loopback it needs DEMO=true);
 * the rate limits are lifted so that what a test meets is the holds alone.
 */
export const HOLDS_ENV = {
  ...SHOP,
  DEMO: 'true',
  TRUST_PROXY: '1',
  RATE_LIMIT_ORDERS_PER_ACCOUNT: '100000',
  RATE_LIMIT_ORDERS_PER_IP: '100000',
  RATE_LIMIT_PER_IP: '100000',
};

export type Account = Awaited<ReturnType<typeof signUp>>;

/**
 * A fresh account, its e-mail confirmed or not: marked in the database, so that what is tested is
 * the holds, whatever the confirmation flow does.
 */
export async function account(t: TestApp, confirmed: boolean): Promise<Account> {
  const shopper = await signUp(t.url, undefined, undefined, { confirmed: false });
  await t.database.pool.query(
    `UPDATE users SET email_confirmed_at = ${confirmed ? 'now()' : 'NULL'} WHERE id = $1`,
    [shopper.user.id],
  );
  return shopper;
}

let last = 0;
/** An address no other test of the run speaks from. */
export const newAddress = () => `203.0.113.${++last}`;

/** Places `body` as `shopper`, from `ip` (as a trusted proxy in front of the store reports it). */
export const placeFrom = (t: TestApp, shopper: Account, ip: string, body: unknown) =>
  post(`${t.url}/api/orders`, body, {
    authorization: `Bearer ${shopper.token}`,
    'x-forwarded-for': ip,
  });

export { orderBody };

/** The server's fixtures (one app a file), the app built with `env` over HOLDS_ENV. */
export function holdsTest(options: TestAppOptions = {}) {
  return appTest({ ...options, env: { ...HOLDS_ENV, ...options.env } });
}
