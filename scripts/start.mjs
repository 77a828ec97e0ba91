// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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
    sources: [core, join(root, 'apps/server/src'), join(root, 'apps/server/build.mjs')],
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

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
