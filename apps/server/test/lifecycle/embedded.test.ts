import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../src/db/process-check';
import { postgresPid, serverProcesses } from '../helpers/process-test';
import { waitHealthy, type ServerProcess } from '../helpers/server-process';

const processes = serverProcesses();
let dataDir: string;

beforeAll(async () => {
  // Private (mode 700) as the store makes it: as root, the store opens it to postgres itself.
  dataDir = await processes.folder('life');
});

const start = (): Promise<ServerProcess> => processes.start({ DATA_DIR: dataDir });

/** Opens a session of the embedded database directly, through its socket, for `use`. */
async function session<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    host: path.join(dataDir, 'run'),
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> =>
  session(async (client) => (await client.query<T>(text, values)).rows);

/** Linux's number for SCHED_BATCH, as /proc/PID/stat gives a process's policy. */
const SCHED_BATCH = 3;

/** The scheduling policy of a session of the embedded database. */
function sessionPolicy(): Promise<number> {
  return session(async (client) => {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const stat = await fs.readFile(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    // The fields after the command's name, in brackets and maybe with spaces: policy is the 41st.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
  });
}

describe('the embedded database', () => {
  it('starts on an empty data folder, seeds, and listens on no TCP port', async () => {
    const server = await start();
    await waitHealthy(server);
    const products = (await (await fetch(`${server.url}/api/products/`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(150);
    const [setting] = await sql<{ listen_addresses: string }>('SHOW listen_addresses');
    expect(setting?.listen_addresses).toBe('');
  });

  it("runs its sessions under the batch policy, so that waking one does not preempt the store's thread", async () => {
    expect(await sessionPolicy()).toBe(SCHED_BATCH);
  });

  it('keeps its data folder closed to other users, and its secrets to its owner', async () => {
    expect((await fs.stat(dataDir)).mode & 0o007).toBe(0);
    expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
    expect((await fs.stat(path.join(dataDir, 'payment-sandbox.json'))).mode & 0o077).toBe(0);
  });

  it('refuses a second app on the same live data folder', async () => {
    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another store server');
    expect(second.output()).toContain(dataDir);
    const [first] = processes.started;
    expect((await fetch(`${first!.url}/api/health`)).status).toBe(200);
  });

  it('recovers after the app is killed: the leftover database is stopped and no data is lost', async () => {
    await sql('UPDATE products SET stock = 4242 WHERE name = (SELECT min(name) FROM products)');
    const first = processes.started[0]!;
    const leftover = await postgresPid(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(leftover)).toBe(true);

    const next = await start();
    await waitHealthy(next);
    expect(isAlive(leftover)).toBe(false);
    expect(next.output()).toContain('left running by an earlier run');
    const [row] = await sql<{ stock: number }>('SELECT stock FROM products ORDER BY name LIMIT 1');
    expect(row?.stock).toBe(4242);
    const [count] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(count?.n).toBeGreaterThanOrEqual(150);
  });

  it('restarts PostgreSQL when it dies under the app', async () => {
    const server = processes.started.at(-1)!;
    const pid = await postgresPid(dataDir);
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(
        async () =>
          (await postgresPid(dataDir).catch(() => pid)) !== pid &&
          isAlive(await postgresPid(dataDir)),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(200);
    const [row] = await sql<{ stock: number }>('SELECT stock FROM products ORDER BY name LIMIT 1');
    expect(row?.stock).toBe(4242);
    expect(await sessionPolicy()).toBe(SCHED_BATCH);
  });

  it('stops on SIGTERM with exit code 0 and stops its database', async () => {
    const server = processes.started.at(-1)!;
    const pid = await postgresPid(dataDir);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(isAlive(pid)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'server.pid'))).rejects.toThrow();
  });

  it('stops at once on SIGTERM while it still processes the demo’s pictures, cleanly', async () => {
    // A first start seeds the demo, whose drawings are processed in the background after listen.
    const server = await processes.start({ DATA_DIR: await processes.folder('quick-stop') });
    await waitHealthy(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('stored pictures not processed');
  });
});
