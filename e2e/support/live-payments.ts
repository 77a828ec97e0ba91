import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, type Page } from '@playwright/test';
import type { Product } from '@avstore/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/server/dist');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

interface Child {
  output(): string;
  /** Sends the signal, waits for the exit, then kills what is left. */
  stop(signal: NodeJS.Signals): Promise<void>;
  exited(): boolean;
}

/** A built program of the server's, with the runner's environment and `env` over it. */
function run(script: string, env: Record<string, string>): Child {
  const file = path.join(dist, script);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: npm run build -w @avstore/server`);
  let output = '';
  let exited = false;
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return {
    output: () => output,
    exited: () => exited,
    async stop(signal) {
      if (exited) return;
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await gone;
      clearTimeout(late);
    },
  };
}

/** Resolves once `url` answers at all; fails when the program exits first or time runs out. */
async function untilAnswering(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited()) throw new Error(`${url}'s program exited:\n${child.output()}`);
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time:\n${child.output()}`);
}

function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export interface LivePayments {
  cardOrigin: string;
  kokoOrigin: string;
  /** Puts a product of its own into the live store's catalogue. */
  addProduct(name: string, price: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The payment sandboxes on two origins of their own, and a second store in live mode that pays
 * through them: its own embedded PostgreSQL in a folder of its own, on `storePort`.
 */
export async function startLivePayments(storePort: number): Promise<LivePayments> {
  const merchant = keyPair();
  const koko = keyPair();
  const credentials = {
    MPGS_MERCHANT_ID: 'TESTLIVEE2E',
    MPGS_API_PASSWORD: randomBytes(16).toString('hex'),
    KOKO_MERCHANT_ID: randomBytes(16).toString('hex'),
    KOKO_API_KEY: randomUUID(),
  };
  const [cardPort, kokoPort] = [await freePort(), await freePort()];
  const cardOrigin = `http://127.0.0.1:${cardPort}`;
  const kokoOrigin = `http://127.0.0.1:${kokoPort}`;
  const sandboxes = run('payment-sandbox.js', {
    ...credentials,
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_CARD_PORT: String(cardPort),
    SANDBOX_KOKO_PORT: String(kokoPort),
    SANDBOX_MERCHANT_PUBLIC_KEY: merchant.publicKey,
    SANDBOX_KOKO_PRIVATE_KEY: koko.privateKey,
  });
  // The prefix lets the e2e config's clean-up find this folder should a run be killed.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'avstore-e2e-live-'));
  fs.chmodSync(dataDir, 0o755);
  let store: Child | undefined;
  const pool = new pg.Pool({ host: path.join(dataDir, 'run'), user: 'postgres', max: 1 });
  const stop = async () => {
    await pool.end();
    // SIGTERM lets the store stop its PostgreSQL.
    await store?.stop('SIGTERM');
    await sandboxes.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilAnswering(sandboxes, `${cardOrigin}/static/checkout/checkout.min.js`, 20_000);
    store = run('main.js', {
      ...credentials,
      PAYMENT_MODE: 'live',
      MPGS_HOST: cardOrigin,
      MPGS_NOTIFICATION_SECRET: randomBytes(24).toString('hex'),
      KOKO_BASE_URL: kokoOrigin,
      KOKO_PRIVATE_KEY: merchant.privateKey,
      KOKO_PUBLIC_KEY: koko.publicKey,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(storePort),
      PUBLIC_URL: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      SEED_DEMO_DATA: 'false',
    });
    await untilAnswering(store, `http://127.0.0.1:${storePort}/api/health`, 150_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    cardOrigin,
    kokoOrigin,
    async addProduct(name, price) {
      await pool.query(
        `INSERT INTO products (name, price_cents, category, stock, description)
         VALUES ($1, $2, 'Active Speakers', 20, 'A product of the live payments test.')`,
        [name, Math.round(price * 100)],
      );
      const listed = async () =>
        (
          (await (await fetch(`http://127.0.0.1:${storePort}/api/products/`)).json()) as Product[]
        ).some((p) => p.name === name);
      await expect.poll(listed).toBe(true);
    },
    stop,
  };
}

/**
 * Every Content-Security-Policy violation the page meets, on any origin it goes to: Chromium's
 * console report, and the document's own securitypolicyviolation event.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${event.documentURI}`,
      ),
    ),
  );
  return seen;
}

/**
 * Waits until the page is on the provider's origin, or a CSP violation or the failed page shows
 * it never will; a violation fails first, so a blocked script or form says so.
 */
export async function expectOnProvider(page: Page, origin: string, violations: string[]) {
  await expect
    .poll(
      () =>
        violations.length > 0 ||
        new URL(page.url()).origin === origin ||
        new URL(page.url()).pathname.startsWith('/payment/failed'),
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
  expect(new URL(page.url()).origin).toBe(origin);
}
