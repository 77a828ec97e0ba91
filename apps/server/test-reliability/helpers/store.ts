import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { isRunning, waitForExit } from '../../src/db/process-check';
import { createTestDatabase } from '../../test/helpers/test-app';
import {
  databaseUrl,
  freePort,
  startServerProcess,
  waitHealthy,
  type ServerProcess,
} from '../../test/helpers/server-process';
import { LIFTED_LIMITS } from './lifted-limits';

export const ADMIN = { email: 'admin@example.lk', password: 'reliability admin pass' };

/**
 * The built server restarted again and again on one port and one data folder: on its own
 * embedded PostgreSQL, or on a fresh database of the run's external server.
 */
export class Store {
  server?: ServerProcess;
  readonly url: string;

  private constructor(
    readonly dataDir: string,
    private readonly port: number,
    private readonly env: Record<string, string>,
    /** Where the test reads the store's data directly. */
    readonly connection: pg.ClientConfig,
    private readonly drop?: () => Promise<void>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async create(kind: 'embedded' | 'external'): Promise<Store> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-rel-'));
    // The embedded PostgreSQL runs as the `postgres` user when we are root: it must get in.
    await fs.chmod(dataDir, 0o755);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'reliability-secret-0123456789abcdefghijk',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...LIFTED_LIMITS,
      // Unpaid card orders expire within the test, so the sweep cancels under the crashes too.
      ORDER_PAYMENT_TTL: '2s',
      ORDER_SWEEP_INTERVAL: '1s',
      LOG_LEVEL: 'warn',
    };
    const port = await freePort();
    if (kind === 'embedded') {
      const socket = { host: path.join(dataDir, 'run'), user: 'postgres', database: 'postgres' };
      return new Store(dataDir, port, env, socket);
    }
    const database = await createTestDatabase();
    env.DATABASE_URL = databaseUrl(database.connection);
    return new Store(dataDir, port, env, database.connection, database.drop);
  }

  async start(): Promise<ServerProcess> {
    this.server = startServerProcess(this.env, this.port);
    await waitHealthy(this.server, 60_000);
    return this.server;
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill('SIGKILL');
    await server.exited;
  }

  /** SIGTERM, as an operator would; gives the exit code. */
  async stop(): Promise<number | null> {
    const server = this.server!;
    server.child.kill('SIGTERM');
    return server.exited;
  }

  postmasterPid(): Promise<number> {
    return fs
      .readFile(path.join(this.dataDir, 'postgres', 'postmaster.pid'), 'utf8')
      .then((text) => Number(text.split('\n')[0]));
  }

  /** Leaves nothing running and nothing on disk, whatever state a failed test left. */
  async cleanup(): Promise<void> {
    await this.kill();
    const pid = await this.postmasterPid().catch(() => 0);
    if (pid && (await isRunning(pid, 'postgres'))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
    await this.drop?.();
    await fs.rm(this.dataDir, { recursive: true, force: true });
  }
}
