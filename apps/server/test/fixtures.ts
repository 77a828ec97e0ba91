// What the server's tests are given: the app, an admin, a shopper and a way to order. Each runs
// only for a test that names it (`it('...', async ({ t, admin }) => ...)`), so a file that needs
// no admin signs none in. https://vitest.dev/guide/test-context#extend-test-context
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base } from 'vitest';
import { bearer, post, signUp } from './helpers/accounts';
import { signInAdmin } from './helpers/admin';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers/test-app';

export type Admin = Awaited<ReturnType<typeof signInAdmin>>;
export type Shopper = Awaited<ReturnType<typeof signUp>>;
export type PlaceOrder = (body: unknown, token?: string) => ReturnType<typeof post>;

export interface AppFixtures {
  /** The file's app on a database of its own: one a file, closed after its last test. */
  t: TestApp;
  /** An admin signed in once for the file. */
  admin: Admin;
  /** A fresh shopper for each test, the address confirmed, signed in. */
  shopper: Shopper;
  /** POST /api/orders as the test's shopper (or the owner of `token`). */
  placeOrder: PlaceOrder;
}

export interface AppTestOptions extends TestAppOptions {
  /** A built web app of these files (path in the build: text), made for the app, removed after. */
  webFiles?: Record<string, string>;
}

/** A `test`/`it` whose app is built with `options` (env, seed, webRoot, logStream...). */
export function appTest({ webFiles, ...options }: AppTestOptions = {}) {
  return base.extend<AppFixtures>({
    t: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const webRoot = webFiles && (await writeWebRoot(webFiles));
        const t = await createTestApp(webRoot ? { ...options, webRoot } : options);
        await use(t);
        await t.close();
        if (webRoot) await fs.rm(webRoot, { recursive: true, force: true });
      },
      { scope: 'file' },
    ],
    admin: [async ({ t }, use) => use(await signInAdmin(t)), { scope: 'file' }],
    shopper: async ({ t }, use) => use(await signUp(t)),
    placeOrder: async ({ t, shopper }, use) =>
      use((body, token = shopper.token) => post(`${t.url}/api/orders`, body, bearer(token))),
  });
}

async function writeWebRoot(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-web-'));
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), text);
  }
  return root;
}

/** The app with the default configuration and an empty catalogue. */
export const it = appTest();
export const test = it;
