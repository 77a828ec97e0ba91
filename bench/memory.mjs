// Memory of the store process after start and after 10,000 catalogue requests.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { descendants, pssKb, statusKb } from './lib/proc.mjs';
import { deadline, record, startStore } from './lib/server.mjs';

const REQUESTS = 10_000;
const LIMIT_MB = 250;
const mb = (kb) => Math.round((kb / 1024) * 10) / 10;

deadline(150_000, 'memory');

/** The embedded PostgreSQL: the postmaster the store spawned and its workers, in PSS. */
function postgres(pid) {
  const procs = descendants(pid).filter((p) => p.comm.startsWith('postgres'));
  const kb = procs.reduce((sum, p) => sum + (pssKb(p.pid) ?? 0), 0);
  return { processes: procs.length, mb: mb(kb) };
}

let store;
try {
  store = await startStore();
  await sleep(1_000); // let start-up garbage be collected before the first reading
  const start = { rss: mb(statusKb(store.pid)), postgres: postgres(store.pid) };
  const r = await autocannon({
    url: `${store.url}/api/products/`,
    amount: REQUESTS,
    connections: 20,
    headers: { 'accept-encoding': 'gzip' },
  });
  if (r.errors + r.timeouts + r.non2xx) {
    throw new Error(`${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  }
  await sleep(500);
  const after = {
    rss: mb(statusKb(store.pid)),
    peak: mb(statusKb(store.pid, 'VmHWM')),
    postgres: postgres(store.pid),
  };
  const pg = (p) => `${p.mb} MB PSS in ${p.processes} processes`;
  await record('memory', {
    headline: `node RSS ${after.rss} MB after ${REQUESTS.toLocaleString('en')} requests`,
    target: `at most ${LIMIT_MB} MB`,
    ok: after.rss <= LIMIT_MB,
    lines: [
      `node (pid ${store.pid}) RSS: ${start.rss} MB after start, ${after.rss} MB after the ` +
        `requests, peak ${after.peak} MB`,
      `embedded PostgreSQL, not counted above: ${pg(start.postgres)} after start, ` +
        `${pg(after.postgres)} after`,
    ],
    metrics: { start, after, requests: REQUESTS, rps: Math.round(r.requests.average) },
  });
} catch (error) {
  console.error(`memory: ${error.message}`);
  process.exitCode = 1;
} finally {
  await store?.stop();
}
