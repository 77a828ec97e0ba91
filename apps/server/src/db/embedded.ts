import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PoolConfig } from 'pg';
import type { BaseLogger } from 'pino';
import type { Logger } from '../logger';
import { batchScheduled } from './batch-scheduling';
import { postgresBinaries } from './embedded-binaries';
import { lockDataDir } from './data-dir-lock';
import { exists, locateEmbedded, NOTE } from './embedded-place';
import { postgresDir, preparePlace } from './prepare-place';
import { isRunning, waitForExit } from './process-check';
import { reachableBinaries } from './reachable-binaries';
import { postgresRunAs, type RunAs } from './system-user';

const PORT = 5432;
const READY = 'database system is ready to accept connections';

export interface EmbeddedDatabase {
  connection: PoolConfig;
  stop(): Promise<void>;
}

/** The Logger and debug, which PostgreSQL's own lines go to (all but FATAL and PANIC ones). */
type Log = Logger & Pick<BaseLogger, 'debug'>;

/**
 * Starts the store's own PostgreSQL in DATA_DIR/postgres, reachable only through a Unix socket
 * in DATA_DIR/run (docs/architecture.md#the-database); as root, where the postgres user cannot reach
 * DATA_DIR, in a fixed folder under /var/lib/avstore instead (embedded-place.ts). Cleans up a
 * server left behind by a killed app and restarts PostgreSQL if it dies under us.
 */
export async function startEmbeddedDatabase(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  await fs.mkdir(root, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(root);
  try {
    const runAs = await postgresRunAs();
    const place = await locateEmbedded(root, runAs);
    const { pgData, socketDir } = place;
    if (Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${PORT}`)) > 100) {
      throw new Error(`DATA_DIR ${root} is too long for a Unix socket path; choose a shorter one.`);
    }
    if (place.elsewhere) {
      log.warn(
        { dataDir: place.dataDir, place: place.elsewhere.dir },
        `the embedded PostgreSQL keeps its data in ${place.elsewhere.dir}, not in DATA_DIR ` +
          `${place.dataDir}: ${place.elsewhere.reason} (${NOTE} in DATA_DIR says so)`,
      );
    }
    await preparePlace(place, runAs);
    const bin = await reachableBinaries(await postgresBinaries(), runAs, log);
    await stopLeftover(pgData, log);
    if (!(await exists(path.join(pgData, 'PG_VERSION')))) {
      await postgresDir(pgData, runAs);
      log.info({ dir: pgData }, 'creating the embedded PostgreSQL cluster');
      await runToEnd(
        bin.initdb,
        ['-D', pgData, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C'],
        runAs,
      );
    }
    const server = new Supervisor(bin.postgres, pgData, socketDir, runAs, log);
    await server.start();
    return {
      connection: { host: socketDir, port: PORT, user: 'postgres', database: 'postgres' },
      async stop() {
        await server.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

class Supervisor {
  private child?: ChildProcess;
  private stopping = false;
  private restarts = 0;

  constructor(
    private readonly binary: string,
    private readonly pgData: string,
    private readonly socketDir: string,
    private readonly runAs: RunAs | undefined,
    private readonly log: Log,
  ) {}

  start(): Promise<void> {
    const args = [
      '-D',
      this.pgData,
      '-p',
      String(PORT),
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${this.socketDir}`,
    ];
    // Its own process group, so a Ctrl-C meant for the app does not cut the database first.
    const child = spawn(this.binary, args, {
      ...this.runAs,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      let ready = false;
      let tail = '';
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        tail = (tail + chunk).slice(-2000);
        for (const line of chunk.split('\n').filter(Boolean)) {
          if (/FATAL|PANIC/.test(line)) this.log.warn({ postgres: line }, 'postgres');
          else this.log.debug({ postgres: line }, 'postgres');
        }
        if (!ready && chunk.includes(READY)) {
          ready = true;
          void batchScheduled(child.pid!, this.log).then(resolve);
        }
      });
      child.on('exit', (code, signal) => {
        if (!ready)
          return reject(
            new Error(`PostgreSQL did not start (code ${code}, signal ${signal}): ${tail}`),
          );
        if (this.stopping) return;
        this.log.error(
          { code, signal },
          'the embedded PostgreSQL stopped unexpectedly; restarting it',
        );
        this.restartLater();
      });
    });
  }

  private restartLater(): void {
    const delay = Math.min(5000, 200 * 2 ** this.restarts++);
    setTimeout(() => {
      if (this.stopping) return;
      this.start().then(
        () => {
          this.restarts = 0;
          this.log.info('the embedded PostgreSQL is back');
        },
        (error: unknown) => {
          this.log.error({ err: error }, 'restarting the embedded PostgreSQL failed');
          this.restartLater();
        },
      );
    }, delay).unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const pid = this.child?.pid;
    if (!pid || this.child?.exitCode !== null) return;
    this.child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
    if (!(await waitForExit(pid, 20_000))) this.child.kill('SIGKILL');
  }
}

/** A PostgreSQL still running on our data folder after its app was killed is shut down. */
async function stopLeftover(pgData: string, log: Log): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!pid || !(await isRunning(pid, 'postgres'))) return;
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier run of the store');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 20_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 5_000)))
    throw new Error(`Could not stop the leftover PostgreSQL (pid ${pid}).`);
}

function runToEnd(binary: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr?.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(binary)} failed (code ${code}): ${output}`)),
    );
  });
}
