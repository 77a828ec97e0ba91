// What a test of the server as a process sets up, in one place: the built server, its temporary
// folders and databases, and the processes it starts, all stopped and removed after the file's
// last test, whatever a failed test left behind.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { isRunning, waitForExit } from '../../src/db/process-check';
import {
  buildServer,
  databaseUrl,
  freePort,
  startServerProcess,
  type ServerProcess,
} from './server-process';
import { createTestDatabase } from './test-app';

export interface ProcessDatabase {
  connection: pg.PoolConfig;
  /** The DATABASE_URL the built server and tools are given. */
  url: string;
}

/**
 * The processes, folders and databases of one test file (or describe block): the server is built
 * before its first test, unless `build` is false; everything is stopped and removed after its last.
 */
export function serverProcesses({ build = true } = {}): ServerProcesses {
  const processes = new ServerProcesses();
  if (build) beforeAll(() => buildServer());
  afterAll(() => processes.cleanUp());
  return processes;
}

export class ServerProcesses {
  /** Every server started, in order. */
  readonly started: ServerProcess[] = [];
  private readonly dataDirs = new Set<string>();
  private readonly folders: string[] = [];
  private readonly databases: (() => Promise<void>)[] = [];

  /**
   * A new temporary folder. `open`: mode 755, for an embedded PostgreSQL, which runs as the
   * system user postgres when the tests run as root and must get in.
   */
  async folder(name: string, { open = false } = {}): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `avstore-${name}-`));
    this.folders.push(dir);
    if (open) await fs.chmod(dir, 0o755);
    return dir;
  }

  /** A new database on the run's PostgreSQL, dropped at the end. */
  async database(): Promise<ProcessDatabase> {
    const { connection, drop } = await createTestDatabase();
    this.databases.push(drop);
    return { connection, url: databaseUrl(connection) };
  }

  /** The environment of a store of its own: a new database and data folder, no demo data. */
  async emptyStoreEnv(name: string): Promise<Record<string, string>> {
    return {
      DATABASE_URL: (await this.database()).url,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      DATA_DIR: await this.folder(name),
      SEED_DEMO_DATA: 'false',
    };
  }

  /** The built server (or `script`) with `env`, on `port` or a free one; not yet healthy. */
  async start(
    env: Record<string, string>,
    { port, script }: { port?: number; script?: string } = {},
  ): Promise<ServerProcess> {
    const server = startServerProcess(env, port ?? (await freePort()), script);
    this.started.push(server);
    if (env.DATA_DIR) this.dataDirs.add(env.DATA_DIR);
    return server;
  }

  async cleanUp(): Promise<void> {
    await Promise.all(this.started.map(stop));
    // A PostgreSQL left running by a killed server, or by a step that failed.
    for (const dataDir of this.dataDirs) await stopPostgres(dataDir);
    for (const drop of this.databases) await drop();
    for (const dir of this.folders) await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The pid of the embedded PostgreSQL of `dataDir`, from its postmaster.pid. */
export async function postgresPid(dataDir: string): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

/** SIGQUIT, PostgreSQL's immediate shutdown: a test's data is not worth a checkpoint. */
export async function stopPostgres(dataDir: string): Promise<void> {
  const pid = await postgresPid(dataDir).catch(() => 0);
  if (!pid || !(await isRunning(pid, 'postgres'))) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

/** SIGTERM, as a service manager would, then SIGKILL if it has not stopped in 10 s. */
async function stop(server: ServerProcess): Promise<void> {
  const { child } = server;
  const running = () => child.exitCode === null && child.signalCode === null;
  if (!running()) return;
  child.kill('SIGTERM');
  await Promise.race([
    server.exited,
    new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
  ]);
  if (running()) {
    child.kill('SIGKILL');
    await server.exited;
  }
}
