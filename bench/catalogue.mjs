// Catalogue throughput: our server's GET /api/products/ against nginx serving the same bytes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cpuSeconds, descendants } from './lib/proc.mjs';
import { connectEmbedded, picturesProcessed } from './lib/seed-products.mjs';
import {
  deadline,
  freePort,
  get,
  onCleanup,
  productionEnv,
  record,
  startStore,
  stopChild,
  tempDir,
  waitFor200,
} from './lib/server.mjs';

const NGINX = '/usr/sbin/nginx';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const CONNECTIONS = 50;
const PATH = '/api/products/';
const HEADERS = { 'accept-encoding': 'gzip' };
const TARGET = 0.8;

deadline(2 * (WARMUP + DURATION) * 1000 + 120_000, 'catalogue');

if (!existsSync(NGINX)) {
  console.error(`nginx is missing (${NGINX}); install it with: apt-get install nginx-light`);
  process.exit(1);
}

async function startNginx(dir) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name) => `${name}_temp_path ${dir}/${name.split('_')[0]};`;
  await fs.writeFile(
    conf,
    `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    location = ${PATH} {
      root ${dir};
      # The static module declines URIs ending in '/', so serve the file under its own name.
      rewrite ^ /products.json break;
      default_type application/json;
      gzip_static on;
      etag on;
    }
  }
}
`,
  );
  // -e: nginx opens its error log before reading the config; keep even that one in the temp dir.
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', conf, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let tail = '';
  child.stderr.setEncoding('utf8').on('data', (c) => (tail = (tail + c).slice(-4000)));
  const forget = onCleanup(() => stopChild(child, exited, 10_000));
  const stop = async () => {
    await stopChild(child, exited, 10_000);
    forget();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(url + PATH, child, 10_000, () => tail);
  } catch (error) {
    const errors = await fs.readFile(`${dir}/error.log`, 'utf8').catch(() => '');
    await stop();
    throw new Error(`nginx did not start: ${error.message}\n${errors}`);
  }
  return { url, pid: child.pid, stop };
}

async function load(url, pids) {
  const options = { url: url + PATH, connections: CONNECTIONS, headers: HEADERS };
  await autocannon({ ...options, duration: WARMUP });
  const cpu0 = cpuSeconds(pids());
  const client0 = process.cpuUsage();
  const r = await autocannon({ ...options, duration: DURATION });
  const client = process.cpuUsage(client0);
  const cpu = cpuSeconds(pids()) - cpu0;
  const problems = r.errors + r.timeouts + r.non2xx;
  if (problems)
    console.warn(`  ${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    total: r.requests.total,
    problems,
    serverCpu: Math.round((cpu / r.duration) * 100),
    cpuUsPerRequest: Math.round((cpu * 1e6) / r.requests.total),
    clientCpu: Math.round(((client.user + client.system) / 1e6 / r.duration) * 100),
  };
}

function sameResponse(a, b, what) {
  if (a.status !== 200 || b.status !== 200) {
    throw new Error(`${what}: status ${a.status} (ours) and ${b.status} (nginx), expected 200`);
  }
  if (!a.body.equals(b.body)) {
    throw new Error(
      `${what}: ours sent ${a.body.length} bytes, nginx ${b.body.length}; not identical`,
    );
  }
}

const dir = await tempDir('avb-nginx-');
let store;
let nginx;
try {
  // As a shop runs it (production builds), and once it has processed the demo's pictures: until
  // then sharp shares the store's process and its cores, and its CPU counted as the catalogue's
  // (567 µs a request where the catalogue alone takes about 100).
  store = await startStore({ env: productionEnv() });
  const db = await connectEmbedded(store);
  await picturesProcessed(db).finally(() => db.end());
  const gz = await get(store.url + PATH, HEADERS);
  const json = await get(store.url + PATH);
  if (gz.status !== 200 || gz.headers['content-encoding'] !== 'gzip') {
    throw new Error(
      `ours: status ${gz.status}, content-encoding ${gz.headers['content-encoding']}`,
    );
  }
  if (!gunzipSync(gz.body).equals(json.body)) throw new Error('ours: gzip and plain bodies differ');
  await fs.writeFile(path.join(dir, 'products.json'), json.body, { mode: 0o644 });
  await fs.writeFile(path.join(dir, 'products.json.gz'), gz.body, { mode: 0o644 });

  nginx = await startNginx(dir);
  const nginxGz = await get(nginx.url + PATH, HEADERS);
  if (nginxGz.headers['content-encoding'] !== 'gzip') throw new Error('nginx did not send gzip');
  sameResponse(gz, nginxGz, 'gzip');
  sameResponse(json, await get(nginx.url + PATH), 'plain');

  console.log(
    `catalogue: ${json.body.length} B JSON, ${gz.body.length} B gzip; autocannon ${CONNECTIONS} ` +
      `connections, ${WARMUP} s warm-up + ${DURATION} s, accept-encoding gzip; ` +
      `nginx worker_processes 1, like our single Node process`,
  );
  const ours = await load(store.url, () => [store.pid]);
  const theirs = await load(nginx.url, () => [
    nginx.pid,
    ...descendants(nginx.pid).map((p) => p.pid),
  ]);
  const ratio = Math.round((ours.rps / theirs.rps) * 100) / 100;
  // When the load generator is saturated both servers idle part of the time, so req/s understate
  // the gap; server CPU per request is the capacity each would have with a faster client.
  const cpuRatio = Math.round((theirs.cpuUsPerRequest / ours.cpuUsPerRequest) * 100) / 100;
  const line = (who, r) =>
    `${who}: ${r.rps.toLocaleString('en')} req/s, p99 ${r.p99} ms, server CPU ${r.serverCpu}% ` +
    `(${r.cpuUsPerRequest} µs CPU per request), load generator CPU ${r.clientCpu}%`;
  const saturated = Math.max(ours.clientCpu, theirs.clientCpu) >= 90;
  await record('catalogue', {
    headline: `ratio ${ratio.toFixed(2)} (ours ${ours.rps} / nginx ${theirs.rps} req/s)`,
    target: `${TARGET} or more`,
    ok: ratio >= TARGET && ours.problems === 0,
    lines: [
      line('ours ', ours),
      line('nginx', theirs),
      `ratio of CPU per request nginx/ours: ${cpuRatio.toFixed(2)}` +
        (saturated ? ' (the load generator was saturated: read this one for capacity)' : ''),
    ],
    metrics: { ratio, cpuRatio, saturated, ours, nginx: theirs, duration: DURATION },
  });
} catch (error) {
  console.error(`catalogue: ${error.message}`);
  process.exitCode = 1;
} finally {
  await nginx?.stop();
  await store?.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
