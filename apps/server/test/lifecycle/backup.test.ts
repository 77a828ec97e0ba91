import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/database';
import { schemaTables } from '../../src/db/store-file';
import { call } from '../helpers/admin';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';
import { serverProcesses } from '../helpers/process-test';
import { databaseUrl } from '../helpers/server-process';
import { tableFingerprint } from '../helpers/table-fingerprint';
import type { TestApp } from '../helpers/test-app';
import { appTest, type Admin } from '../fixtures';
import { runTool, startTool } from './run-tool';

/**
 * The store's backups (docs/deploy.md "Backups and restores"): `npm run backup` and the daily
 * backup write the whole database compressed and whole-or-nothing, and `npm run restore` loads
 * one into a fresh store with every row equal.
 */

const BACKUP = 'dist/cli/backup.js';
const RESTORE = 'dist/cli/restore.js';
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'avstore-backups-'));
const it = appTest({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '3', BACKUP_HOUR: '3' } });
const processes = serverProcesses();
afterAll(() => fs.rm(backupDir, { recursive: true, force: true }));

/** A moment of a day of January 2030 in Colombo (UTC+5:30), as UTC. */
const colombo = (day: number, time: string) =>
  new Date(Date.parse(`2030-01-${String(day).padStart(2, '0')}T${time}:00+05:30`));

const urlOf = (t: TestApp) => databaseUrl(t.database.connection);
const files = async (dir: string) => (await fs.readdir(dir)).sort();

/** A product made in the back office, with a photo uploaded (kept with its variants). */
async function picturedProduct(t: TestApp, admin: Admin): Promise<TestProduct> {
  const made = await call(t, 'POST', '/api/admin/products', admin.token, {
    name: 'Backed-up Monitor',
    price: 185000,
    category: 'Active Speakers',
    stock: 6,
  });
  expect(made.status).toBe(201);
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2050c0' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'monitor.jpg');
  const uploaded = await fetch(`${t.url}/api/admin/products/${made.body.id as string}/images`, {
    method: 'POST',
    headers: admin.headers,
    body: form,
  });
  expect(uploaded.status).toBe(201);
  return { id: made.body.id as string, name: 'Backed-up Monitor', price: 185000 };
}

/** The counts a file says it holds, from its last line. */
function countsIn(file: Buffer): Record<string, number> {
  const lines = gunzipSync(file).toString('utf8').trim().split('\n');
  return (JSON.parse(lines.at(-1)!) as { counts: Record<string, number> }).counts;
}

async function pendingMail(t: TestApp): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`,
  );
  return rows[0]!.n;
}

async function ordersIn(t: TestApp): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders',
  );
  return rows[0]!.n;
}

describe('backups', () => {
  let product: TestProduct;

  it('backs up a store by hand and restores it into a fresh one, every table equal', async ({
    t,
    admin,
    shopper,
    placeOrder,
  }) => {
    product = await picturedProduct(t, admin);
    const plain = await insertProduct(t.database.pool, { name: 'Backed-up Cable', stock: 40 });
    const ordered = await placeOrder(orderBody([{ product }, { product: plain, quantity: 3 }]));
    expect(ordered.status).toBe(201);
    expect(shopper.token).toBeTruthy();

    // The order's mails are sent in the background; the store is still once they have gone.
    await expect.poll(() => pendingMail(t), { timeout: 10_000, interval: 50 }).toBe(0);

    const work = await processes.folder('by-hand');
    const file = path.join(work, 'shop.ndjson.gz');
    const backedUp = await runTool(BACKUP, ['--out', file], { DATABASE_URL: urlOf(t) });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      /^Backed up .*\b1 images\b.*\b1 orders\b.* to .*shop\.ndjson\.gz/,
    );
    // gzip, and nothing else left in the folder (its partial file was renamed).
    const bytes = await fs.readFile(file);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(await files(work)).toEqual(['shop.ndjson.gz']);
    // The picture's source and every variant made of it are in the file.
    const counts = countsIn(bytes);
    expect(counts.images).toBe(1);
    expect(counts.image_variants).toBeGreaterThanOrEqual(3);

    const source = await tableFingerprint(t.database.connection);
    const target = await processes.database();
    const restored = await runTool(RESTORE, ['--in', file], { DATABASE_URL: target.url });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .*\b1 images\b/);
    // Every row of every table, pictures' bytes, password hashes and timestamps included.
    expect(await tableFingerprint(target.connection)).toEqual(source);
    expect(Object.keys(source)).toEqual(expect.arrayContaining(schemaTables().map((s) => s.name)));

    // A second restore onto it is refused: it would mix two stores.
    const again = await runTool(RESTORE, ['--in', file], { DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The target database is not empty \(it holds .*\bproducts\b/);
    expect(again.stderr).toContain('A restore goes into an empty database');
    expect(await tableFingerprint(target.connection)).toEqual(source);

    // A copy cut short (a transfer that broke off) is refused whole.
    const cut = path.join(work, 'cut.ndjson.gz');
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const empty = await processes.database();
    const refused = await runTool(RESTORE, ['--in', cut], { DATABASE_URL: empty.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cut\.ndjson\.gz ends before its end: the backup was cut short/);
    expect((await tableFingerprint(empty.connection)).products).toMatch(/^0 /);
  });

  it('never leaves a part of a backup under its name, and blocks no order while it reads', async ({
    t,
    placeOrder,
  }) => {
    const killed = await processes.folder('killed');
    const snapshot = path.join(await processes.folder('snapshot'), 'snapshot.ndjson.gz');
    // The backups read the tables one after the other: one read late, held locked, stops them
    // half way, after the orders and products.
    const order = schemaTables().map((s) => s.name);
    const late = order.at(-1)!;
    expect(order.indexOf(late)).toBeGreaterThan(order.indexOf('order_items'));
    const holder = new pg.Client(t.database.connection);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE ${pg.escapeIdentifier(late)} IN ACCESS EXCLUSIVE MODE`);
    try {
      const env = { DATABASE_URL: urlOf(t) };
      const toKill = startTool(BACKUP, [], { ...env, BACKUP_DIR: killed });
      const whole = startTool(BACKUP, ['--out', snapshot], env);
      // (Read outside the holder's transaction, which would see the activity of its start.)
      const waiting = async () =>
        (
          await t.database.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'
               AND query LIKE 'DECLARE store_export%'`,
          )
        ).rows[0]!.n;
      await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(2);

      // Half way through, holding their snapshot: an order goes through at once.
      const before = await ordersIn(t);
      const started = Date.now();
      const placed = await placeOrder(orderBody([{ product }]));
      expect(placed.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);

      toKill.child.kill('SIGKILL');
      await toKill.done;
      // Nothing under a backup's name: only the hidden partial file.
      const left = await files(killed);
      expect(left).toEqual([expect.stringMatching(/^\.avstore-partial-/)]);

      await holder.query('ROLLBACK');
      const finished = await whole.done;
      expect(finished.stderr).toBe('');
      expect(finished.code).toBe(0);
      // The file is the store as it was when the backup began: without the order placed since.
      expect(countsIn(await fs.readFile(snapshot)).orders).toBe(before);
      expect(await ordersIn(t)).toBe(before + 1);

      // The next backup into the folder clears a partial file abandoned over an hour ago.
      const hourAgo = new Date(Date.now() - 2 * 3_600_000);
      for (const name of left) await fs.utimes(path.join(killed, name), hourAgo, hourAgo);
      const next = await runTool(BACKUP, [], { ...env, BACKUP_DIR: killed });
      expect(next.code).toBe(0);
      expect(await files(killed)).toEqual([
        expect.stringMatching(/^avstore-\d{4}-\d{2}-\d{2}-\d{6}\.ndjson\.gz$/),
      ]);
    } finally {
      await holder.end();
    }
  });

  it('writes the daily backup once for two instances, from its hour, keeping BACKUP_KEEP', async ({
    t,
  }) => {
    const older = ['2029-12-27', '2029-12-28', '2029-12-29'].map(
      (day) => `avstore-${day}-030000.ndjson.gz`,
    );
    for (const name of [...older, 'notes.txt'])
      await fs.writeFile(path.join(backupDir, name), 'kept by the owner');
    // A second instance of the store on the same database and the same BACKUP_DIR.
    const logger = pino({ level: 'silent' });
    const database = connect(t.database.connection, logger);
    const second = await buildApp({ config: t.config, database, logger });
    try {
      const instances = [t.app.services.backup, second.services.backup];
      const daily = async (at: Date) =>
        (await Promise.all(instances.map((b) => b.runDaily(at)))).map((r) => r.outcome).sort();

      expect(await daily(colombo(1, '02:59'))).toEqual(['early', 'early']);
      expect(await files(backupDir)).toEqual([...older, 'notes.txt']);

      const [one, other] = await daily(colombo(1, '03:00'));
      expect(one === 'written' ? other : one).toMatch(/^(busy|done)$/);
      expect([one, other]).toContain('written');
      expect(await daily(colombo(1, '03:05'))).toEqual(['done', 'done']);
      expect(await daily(colombo(1, '23:55'))).toEqual(['done', 'done']);
      // Three kept (BACKUP_KEEP): the oldest went; the owner's own file stays.
      expect(await files(backupDir)).toEqual([
        older[1],
        older[2],
        'avstore-2030-01-01-030000.ndjson.gz',
        'notes.txt',
      ]);

      expect((await second.services.backup.runDaily(colombo(2, '04:10'))).outcome).toBe('written');
      expect(await files(backupDir)).toEqual([
        older[2],
        'avstore-2030-01-01-030000.ndjson.gz',
        'avstore-2030-01-02-041000.ndjson.gz',
        'notes.txt',
      ]);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('logs a failed daily backup at error level with its reason, and tries again the next day', async ({
    t,
  }) => {
    const work = await processes.folder('failing');
    const blocked = path.join(work, 'backups');
    await fs.writeFile(blocked, 'a file where the folder should be');
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const database = connect(t.database.connection, logger);
    const app = await buildApp({ config: { ...t.config, BACKUP_DIR: blocked }, database, logger });
    try {
      const backup = app.services.backup;
      const failed = await backup.runDaily(colombo(5, '03:00'));
      expect(failed).toEqual({ outcome: 'failed', reason: expect.stringContaining('ENOTDIR') });
      const errors = lines.filter((l) => l.level === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.msg).toMatch(
        /^the daily backup failed: ENOTDIR.*\(tried again tomorrow\)$/,
      );
      // Not again the same day, however often it checks.
      expect((await backup.runDaily(colombo(5, '09:00'))).outcome).toBe('retry-tomorrow');

      await fs.rm(blocked);
      expect((await backup.runDaily(colombo(6, '03:00'))).outcome).toBe('written');
      expect(await files(blocked)).toEqual(['avstore-2030-01-06-030000.ndjson.gz']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
