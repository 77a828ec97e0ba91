import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** apps/server: where the built server and command-line tools run from. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the server bundle, so process tests run the code under test. */
export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
}

/**
 * A DATABASE_URL for the built server and tools: an external database's connection string as
 * given; the embedded test cluster reached through its Unix socket.
 */
export function databaseUrl(connection: pg.PoolConfig): string {
  if (connection.connectionString) return connection.connectionString;
  const host = encodeURIComponent(String(connection.host));
  return `postgres://${connection.user ?? 'postgres'}@localhost:${connection.port ?? 5432}/${connection.database}?host=${host}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the built server as its own process, as `npm start` would; or another of its scripts
 * (`npm start`'s own, scripts/start.mjs).
 */
export function startServerProcess(
  env: Record<string, string>,
  port: number,
  script = 'dist/main.js',
): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [script], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves once /api/health answers 200; fails if the process exits first or time runs out. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void server.exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy in time:\n${server.output()}`);
}
