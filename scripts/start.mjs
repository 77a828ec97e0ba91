// `npm start`: builds whatever is missing or older than its sources, then runs the server, and
// starts it again whenever it dies (docs/deploy.md#keeping-the-store-running).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORE_NODE_FLAGS } from './store-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;

/** The server's exit code for a bad configuration (EX_CONFIG): starting again would not help. */
export const CONFIG_ERROR = 78;

/** A restart waits 1 s, then twice as long each time up to 30 s; 1 s again after a minute up. */
export const RESTART = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableMs: 60_000 };

/**
 * Runs `command` and starts it again each time it dies (a crash, out of memory, kill -9), after a
 * growing delay, logging why. Stops, with the child's exit code, when the child exits cleanly (0)
 * or for a configuration error (78), and when SIGINT or SIGTERM asks the supervisor to stop: the
 * signal is passed on and the supervisor exits when the child does.
 */
export function supervise(command, args, { restart = RESTART, log = console.error } = {}) {
  let child;
  let timer;
  let stopping = false;
  let delayMs = restart.firstDelayMs;

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      log(`start: the server could not be started (${error.message})`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      if (stopping || code === 0) process.exit(code ?? (signal ? 1 : 0));
      if (code === CONFIG_ERROR) {
        log('start: the configuration is refused (see above); not starting the server again');
        process.exit(CONFIG_ERROR);
      }
      if (Date.now() - startedAt >= restart.stableMs) delayMs = restart.firstDelayMs;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(`start: the server ${why}; starting it again in ${delayMs / 1000} s`);
      timer = setTimeout(start, delayMs);
      delayMs = Math.min(delayMs * 2, restart.maxDelayMs);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      if (child) child.kill(signal);
      else {
        clearTimeout(timer);
        process.exit(0);
      }
    });
  start();
}

function newest(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newest(dir) > built);
}

function build() {
  const core = join(root, 'packages/core/src');
  const targets = [
    {
      workspace: '@avstore/web',
      output: join(root, 'apps/web/dist/index.html'),
      sources: [
        core,
        join(root, 'apps/web/src'),
        join(root, 'apps/web/public'),
        join(root, 'apps/web/index.html'),
        join(root, 'apps/web/vite.config.ts'),
      ],
    },
    {
      workspace: '@avstore/server',
      output: join(root, 'apps/server/dist/main.js'),
      sources: [
        core,
        join(root, 'packages/demo-catalogue/src'),
        join(root, 'apps/server/src'),
        join(root, 'apps/server/build.mjs'),
      ],
    },
  ];
  for (const { workspace, output, sources } of targets) {
    if (!stale(output, sources)) continue;
    console.log(`Building ${workspace}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// Run as a script (`npm start`), not when a test imports `supervise`.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build();
  supervise(process.execPath, [...STORE_NODE_FLAGS, join(root, 'apps/server/dist/main.js')]);
}
