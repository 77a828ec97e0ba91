import path from 'node:path';
import type pg from 'pg';
import { postgresPid, type ServerProcesses } from '../../test/helpers/process-test';
import { freePort, waitHealthy, type ServerProcess } from '../../test/helpers/server-process';
import { LIFTED_LIMITS } from './lifted-limits';

export const ADMIN = { email: 'admin@example.lk', password: 'reliability admin pass' };

/**
 * The built server restarted again and again on one port and one data folder: on its own
 * embedded PostgreSQL, or on a fresh database of the run's external server. What it starts and
 * makes is `processes`', stopped and removed with them.
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
    private readonly processes: ServerProcesses,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async create(kind: 'embedded' | 'external', processes: ServerProcesses): Promise<Store> {
    const dataDir = await processes.folder('rel', { open: true });
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
      return new Store(dataDir, port, env, socket, processes);
    }
    const database = await processes.database();
    env.DATABASE_URL = database.url;
    return new Store(dataDir, port, env, database.connection, processes);
  }

  async start(): Promise<ServerProcess> {
    this.server = await this.processes.start(this.env, { port: this.port });
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
    return postgresPid(this.dataDir);
  }
}
