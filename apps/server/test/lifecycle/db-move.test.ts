import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, post, signUp } from '../helpers/accounts';
import { orderBody } from '../helpers/catalogue';
import { serverProcesses, type ProcessDatabase } from '../helpers/process-test';
import { tableFingerprint } from '../helpers/table-fingerprint';
import { waitHealthy, type ServerProcess } from '../helpers/server-process';
import { runTool } from './run-tool';

/**
 * The move documented in docs/deploy.md: a store on the embedded database is exported with
 * db-export, imported with db-import into another (external) PostgreSQL, and a store started
 * there serves the same catalogue, accounts, orders and images.
 */

let work: string;
let sourceDir: string;
let file: string;
let target: ProcessDatabase;
const processes = serverProcesses();

interface Product {
  id: string;
  name: string;
  price: number;
  discountPrice?: number | null;
  stock: number;
  images: string[];
}

/** What the source store showed before the move. */
const before = {
  shopper: { email: '', token: '' },
  orderId: '',
  products: [] as Product[],
  orders: [] as { id: string; total: number }[],
  images: new Map<string, Buffer>(),
  fingerprint: {} as Record<string, string>,
};

beforeAll(async () => {
  work = await processes.folder('move', { open: true });
  sourceDir = path.join(work, 'source');
  await fs.mkdir(sourceDir, { mode: 0o755 });
  await fs.chmod(sourceDir, 0o755);
  file = path.join(work, 'store.json');
  target = await processes.database();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await processes.start(env);
  await waitHealthy(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Pictures not yet processed, or processed but not yet copied into their products. */
async function unprocessedPictures(connection: pg.ClientConfig): Promise<number> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM images WHERE processed_at IS NULL)
            + (SELECT count(*) FROM products, jsonb_array_elements(pictures) e
               WHERE NOT e ? 'color') AS n`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

const sourceConnection = () => ({
  host: path.join(sourceDir, 'run'),
  user: 'postgres',
  database: 'postgres',
});

async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function bytesOf(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const byId = (list: Product[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

describe('moving a store from the embedded database to an external one', () => {
  it('exports a store with an account and an order, and imports it whole', async () => {
    const source = await start({ DATA_DIR: sourceDir });
    // The demo's drawings are measured in the background after start; the rows settle once done.
    await expect.poll(() => unprocessedPictures(sourceConnection()), { timeout: 180_000 }).toBe(0);
    const shopper = await signUp(source.url);
    const catalogue = await getJson<Product[]>(`${source.url}/api/products/`);
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    const product = catalogue.find((p) => p.stock >= 2)!;
    const body = orderBody([
      {
        product: { id: product.id, name: product.name, price: product.price },
        price: product.discountPrice ?? product.price,
        quantity: 2,
      },
    ]);
    const placed = await post(`${source.url}/api/orders`, body, {
      authorization: `Bearer ${shopper.token}`,
    });
    expect(placed.status).toBe(201);
    before.shopper = { email: shopper.email, token: shopper.token };
    before.orderId = placed.body.id as string;
    // The catalogue cache catches up with the order's stock change through NOTIFY, just after.
    const stockNow = async () =>
      (await getJson<Product[]>(`${source.url}/api/products/`)).find((p) => p.id === product.id)
        ?.stock;
    await expect.poll(stockNow, { timeout: 10_000, interval: 100 }).toBe(product.stock - 2);
    before.products = await getJson<Product[]>(`${source.url}/api/products/`);
    before.orders = (
      await getJson<{ orders: { id: string; total: number }[] }>(
        `${source.url}/api/auth/get-each-user-orders`,
        shopper.token,
      )
    ).orders;
    expect(before.orders.map((o) => o.id)).toEqual([before.orderId]);
    expect(before.orders[0]!.total).toBe(body.total);
    for (const p of [product, ...before.products.slice(0, 6)]) {
      for (const image of p.images)
        before.images.set(image, await bytesOf(`${source.url}${image}`));
    }
    before.fingerprint = await tableFingerprint(sourceConnection());
    await stop(source);

    const exported = await runTool('dist/cli/db-export.js', ['--out', file], {
      DATA_DIR: sourceDir,
    });
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^Exported .*\d+ products.* to /);
    // The database the tool started for the moment is stopped again, the folder unlocked.
    await expect(fs.access(path.join(sourceDir, 'server.pid'))).rejects.toThrow();

    const imported = await runTool('dist/cli/db-import.js', ['--in', file], {
      DATABASE_URL: target.url,
    });
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .*1 users.*1 orders/);
    // Every row of every table, timestamps to the microsecond and password hashes included.
    expect(await tableFingerprint(target.connection)).toEqual(before.fingerprint);
  }, 300_000);

  it('serves the same store from the external database', async () => {
    const moved = await start({
      DATABASE_URL: target.url,
      JWT_SECRET: 'a-new-secret-for-the-moved-store-0123456',
      DATA_DIR: path.join(work, 'moved'),
    });
    const products = await getJson<Product[]>(`${moved.url}/api/products/`);
    expect(products).toHaveLength(before.products.length);
    expect(byId(products)).toEqual(byId(before.products));

    // The same password signs in: the hash was copied, not re-made.
    const login = await post(`${moved.url}/api/auth/login`, {
      email: before.shopper.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const wrong = await post(`${moved.url}/api/auth/login`, {
      email: before.shopper.email,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    const { orders } = await getJson<{ orders: { id: string; total: number }[] }>(
      `${moved.url}/api/auth/get-each-user-orders`,
      token,
    );
    expect(orders).toEqual(before.orders);

    expect(before.images.size).toBeGreaterThanOrEqual(10);
    for (const [image, bytes] of before.images) {
      expect((await bytesOf(`${moved.url}${image}`)).equals(bytes)).toBe(true);
    }
    await stop(moved);
  }, 120_000);

  it('refuses a database that is not empty without --force, and replaces it with --force', async () => {
    // What the moved store wrote while it ran above (a sign-in records a session).
    const held = await tableFingerprint(target.connection);
    const refused = await runTool('dist/cli/db-import.js', ['--in', file], {
      DATABASE_URL: target.url,
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^The target database is not empty \(it holds .*products/);
    expect(refused.stderr).toContain('--force');
    expect(await tableFingerprint(target.connection)).toEqual(held);

    // Something the file does not have; --force empties the database before loading.
    const client = new pg.Client(target.connection);
    await client.connect();
    await client.query(
      `INSERT INTO contact_messages (name, email, message) VALUES ('Kamal', 'k@example.lk', 'Hi')`,
    );
    await client.end();
    const forced = await runTool('dist/cli/db-import.js', ['--in', file, '--force'], {
      DATABASE_URL: target.url,
    });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await tableFingerprint(target.connection)).toEqual(before.fingerprint);
  }, 120_000);
});
