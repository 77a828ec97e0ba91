import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, waitForExit } from '../../src/db/process-check';
import { freePort, waitHealthy, type ServerProcess } from '../helpers/server-process';

/**
 * docs/architecture.md#configuration-and-start-upRoot: as root, `npm install` and `npm start` in a fresh clone under a
 * private folder give a running store, its PostgreSQL (run as the system user postgres) kept
 * in a place that user can reach, named in the log.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const shared = '/var/lib/avstore';
const asRoot = process.getuid?.() === 0;

let work: string | undefined;
const running: ServerProcess[] = [];
let sharedBefore: string[] | undefined;

/** The developer's working tree as git sees it, uncommitted work included. */
async function copyWorkingTree(to: string): Promise<void> {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repo, encoding: 'utf8' },
  );
  const files = listed.split('\0').filter(Boolean);
  await Promise.all(
    files.map(async (file) => {
      const from = path.join(repo, file);
      if (!(await fs.lstat(from).catch(() => undefined))) return; // deleted, not yet committed
      await fs.cp(from, path.join(to, file), { verbatimSymlinks: true });
    }),
  );
}

/** What a fresh shell would have: none of the store's variables, none of the test runner's. */
function freshEnv(port: number): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  };
  if (process.env.npm_config_cache) env.npm_config_cache = process.env.npm_config_cache;
  return { ...env, PORT: String(port) };
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): void {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `npm start`, resolved once the store answers its health check. */
async function npmStart(cwd: string, env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  // Its own process group, signalled as a whole as a terminal or a service manager does: npm
  // runs the script through sh, which passes no signal on.
  const child = spawn('npm', ['start'], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const store = { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
  running.push(store);
  await waitHealthy(store, 300_000);
  return store;
}

async function productCount(store: ServerProcess): Promise<number> {
  return ((await (await fetch(`${store.url}/api/products/`)).json()) as unknown[]).length;
}

/** The text of the notes left in DATA_DIR for a human. */
async function notesIn(dir: string): Promise<string> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.txt'));
  return (await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')))).join();
}

async function sharedEntries(): Promise<string[]> {
  return fs.readdir(shared).catch(() => []);
}

function signal(server: ServerProcess, name: NodeJS.Signals): void {
  try {
    process.kill(-server.child.pid!, name);
  } catch {
    /* already gone */
  }
}

afterAll(async () => {
  for (const store of running) signal(store, 'SIGKILL');
  // Only what this run made in the shared place: the store's folder (and a binaries copy).
  const before = sharedBefore;
  const made = before ? (await sharedEntries()).filter((e) => !before.includes(e)) : [];
  for (const entry of made) {
    const pidFile = path.join(shared, entry, 'postgres', 'postmaster.pid');
    const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (pid && isAlive(pid)) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
    await fs.rm(path.join(shared, entry), { recursive: true, force: true });
  }
  if (sharedBefore?.length === 0) await fs.rmdir(shared).catch(() => {});
  if (work) await fs.rm(work, { recursive: true, force: true });
}, 60_000);

// Skipped unless root: only root hands the database to the postgres system user.
describe.skipIf(!asRoot)('as root, a fresh clone under a private folder (mode 700)', () => {
  let clone: string;
  let dataDir: string;
  let env: Record<string, string>;
  let place: string;
  let products: number;

  it('installs and starts with no manual step, naming where its database is kept', async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-root-'));
    await fs.chmod(work, 0o700);
    clone = path.join(work, 'store');
    dataDir = path.join(clone, '.data');
    await copyWorkingTree(clone);
    env = freshEnv(await freePort());
    run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], clone, env);

    sharedBefore = (await fs.stat(shared).catch(() => undefined)) ? await sharedEntries() : [];
    const store = await npmStart(clone, env);
    products = await productCount(store);
    expect(products).toBeGreaterThan(0);
    const named = /\/var\/lib\/avstore\/[0-9a-f]{6,}\b/.exec(store.output())?.[0];
    expect(named, `the log names the place of the database:\n${store.output()}`).toBeTruthy();
    place = named!;
    expect(store.output()).toContain(dataDir);
    expect(await fs.readdir(path.join(place, 'postgres'))).toContain('PG_VERSION');
    expect(await notesIn(dataDir)).toContain(place);
    expect((await fs.stat(work)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  }, 480_000);

  it('stops on SIGTERM, and stops its PostgreSQL', async () => {
    await stopCleanly(running.at(-1)!);
  }, 60_000);

  it('finds the same database on the next start', async () => {
    const store = await npmStart(clone, env);
    expect(store.output()).toContain(place);
    expect(store.output()).not.toContain('creating the embedded PostgreSQL cluster');
    expect(await productCount(store)).toBe(products);
    await stopCleanly(store);
  }, 120_000);

  async function stopCleanly(store: ServerProcess): Promise<void> {
    const pidFile = await fs.readFile(path.join(place, 'postgres', 'postmaster.pid'), 'utf8');
    const postgresPid = Number(pidFile.split('\n')[0]);
    const serverPid = Number(await fs.readFile(path.join(dataDir, 'server.pid'), 'utf8'));
    expect(isAlive(postgresPid)).toBe(true);
    signal(store, 'SIGTERM');
    expect(await waitForExit(serverPid, 30_000)).toBe(true);
    expect(isAlive(postgresPid)).toBe(false);
    expect(store.output()).toContain('finishing requests in flight, then stopping');
    await expect(fs.access(path.join(dataDir, 'server.pid'))).rejects.toThrow();
  }
});
