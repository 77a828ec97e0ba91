import { test as base, type Page } from '@playwright/test';
import { createAccount, createAdmin, signIn, type Account } from './accounts';
import { hydrated } from './hydration';

export { expect } from '@playwright/test';

/** Who `login` signs in: a fresh account of a role, or one the test has made itself. */
export type Who = 'shopper' | 'admin' | Account;

export interface Fixtures {
  /**
   * Signs a page (the test's own unless given) in through the sign-in form, as a fresh confirmed
   * shopper unless told otherwise; gives the account, so the test can look up what it did.
   */
  login: (who?: Who, page?: Page) => Promise<Account>;
  /** A fresh confirmed shopper's account, not signed in anywhere. */
  account: Account;
}

/**
 * The suite's `test`: Playwright's, with the accounts every file needs. Each test gets accounts of
 * its own, so tests running side by side never see each other's carts or orders.
 */
export const test = base.extend<Fixtures>({
  // Home, the Shop and product pages come rendered from the server (issue #26): their buttons are
  // on screen before React takes them over, and a click before then is lost. A page opened with
  // goto is handed to the test once the app has taken it over, as a shopper's tap would need.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      const app = html && response?.ok() && (await page.locator('#root').count()) > 0;
      if (javaScriptEnabled && app) await hydrated(page);
      return response;
    };
    await use(page);
  },
  login: async ({ page, baseURL }, use) => {
    await use(async (who = 'shopper', target = page) => {
      const account =
        who === 'shopper'
          ? await createAccount(baseURL!)
          : who === 'admin'
            ? await createAdmin(baseURL!)
            : who;
      await signIn(target, account.email, account.password);
      return account;
    });
  },
  account: async ({ baseURL }, use) => {
    await use(await createAccount(baseURL!));
  },
});
