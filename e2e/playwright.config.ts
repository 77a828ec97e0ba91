import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
/**
 * The store under test keeps its embedded database in a folder of this run's own; the runner
 * makes it and its workers inherit the path.
 */
if (!process.env.E2E_DATA_DIR) {
  removeStaleRuns();
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'avstore-e2e-'));
}
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
fs.chmodSync(E2E_DATA_DIR, 0o755);

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
const SHOP_WIDE = /admin-home-content\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // A test.only left in a commit would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A shopper's journey of a dozen pages took 28.6 s alone on a slow day of this two-core
  // machine, and passed 30 s twice in a row beside another worker: 60 s per test, a hang's bound.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/results.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, testIgnore: SHOP_WIDE },
    // What these change, the whole shop shows (Home's Special Deals): they run last, when no
    // other test is reading Home.
    { name: 'shop-wide', use: CHROMIUM, testMatch: SHOP_WIDE, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the store stop its embedded PostgreSQL; the default SIGKILL would orphan it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      DATABASE_URL: '',
      JWT_SECRET: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The unpaid-order sweep runs often, so a test can age an order and watch it go.
      ORDER_SWEEP_INTERVAL: '2s',
      // Every account of the run orders from 127.0.0.1, unconfirmed unless a test confirms it, so
      // together they would soon hold the 8 units the unconfirmed accounts of one address may
      // hold (docs/product.md §11) while each test stands for a shopper of its own.
      UNCONFIRMED_HELD_UNITS_PER_IP: '100000',
    },
  },
});

/** Data folders of earlier runs whose store is gone: stop a PostgreSQL left behind, then delete. */
function removeStaleRuns(): void {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const readPid = (file: string) =>
    fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : 0;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('avstore-e2e-')) continue;
    const dir = path.join(os.tmpdir(), name);
    const server = readPid(path.join(dir, 'server.pid'));
    if (server && alive(server)) continue;
    const postgres = readPid(path.join(dir, 'postgres', 'postmaster.pid'));
    if (postgres && alive(postgres)) process.kill(postgres, 'SIGINT');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
