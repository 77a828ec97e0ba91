// Buyers placing orders in a closed loop against a started store, for orders.mjs and
// order-limit.mjs: each answer counted in the phase it arrived in, the store's CPU beside it.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { orderFor, unitCents } from './buyers.mjs';
import { percentile } from './http-json.mjs';
import { cpuSeconds, descendants } from './proc.mjs';

const tenth = (n) => Math.round(n * 10) / 10;
const hundredth = (n) => Math.round(n * 100) / 100;

/**
 * The products in stock at or above `stock`, read from the API. The catalogue is cached until the
 * store hears of a change, so wait (briefly) for the raised stock to show.
 */
export async function productsInStock(client, stock) {
  let list = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    list = await client.expect(200, 'GET', '/api/products/');
    if (list.length > 0 && list.every((p) => p.stock >= stock)) break;
    await sleep(200);
  }
  const products = list
    .filter((p) => p.stock > 0)
    .map((p) => ({ id: p.id, name: p.name, cents: unitCents(p) }));
  if (products.length === 0) throw new Error('the catalogue has no product in stock');
  return { products, listed: list.length };
}

/** CPU seconds so far of the store's node process, its embedded PostgreSQL, and this process. */
export function cpuNow(storePid, embedded) {
  const own = process.cpuUsage();
  return {
    node: cpuSeconds([storePid]),
    // The backends of connections closed meanwhile count too (pgbench's, order-limit.mjs).
    postgres: embedded
      ? cpuSeconds(
          descendants(storePid).map((p) => p.pid),
          { reaped: true },
        )
      : 0,
    client: (own.user + own.system) / 1e6,
  };
}

/**
 * Every buyer places an order, waits for the answer and places the next, for `warmup` + `duration`
 * seconds. Each answer counts in the phase in which it arrived: warm-up (discarded), measured,
 * or after (answers to orders still in flight when the time was up; they count for the check).
 * `store`: { pid, embedded } for the CPU figures.
 */
export async function placeOrders(client, buyers, products, { warmup, duration, store }) {
  const phase = () => ({ answers: 0, created: 0, units: 0, failed: {}, latencies: [] });
  const phases = { warmup: phase(), measured: phase(), after: phase() };
  const samples = {}; // the first message of each kind of failure
  const t0 = performance.now();
  const measureFrom = t0 + warmup * 1000;
  const measureTo = measureFrom + duration * 1000;
  let cpu0;
  let cpu1;
  const timers = [
    setTimeout(() => (cpu0 = cpuNow(store.pid, store.embedded)), warmup * 1000),
    setTimeout(() => (cpu1 = cpuNow(store.pid, store.embedded)), (warmup + duration) * 1000),
  ];

  async function buyerLoop(buyer) {
    while (performance.now() < measureTo) {
      const order = orderFor(buyer, products);
      const start = performance.now();
      let status;
      try {
        const res = await client.request('POST', '/api/orders', order.body, buyer.headers);
        status = res.status;
        if (status !== 201) samples[status] ??= res.text.slice(0, 300);
      } catch (error) {
        status = error.code ?? 'network error';
        samples[status] ??= error.message;
      }
      const done = performance.now();
      const into =
        done < measureFrom ? phases.warmup : done <= measureTo ? phases.measured : phases.after;
      into.answers++;
      if (status === 201) {
        into.created++;
        into.units += order.units;
      } else {
        into.failed[status] = (into.failed[status] ?? 0) + 1;
      }
      if (into === phases.measured) into.latencies.push(done - start);
    }
  }
  try {
    await Promise.all(buyers.map(buyerLoop));
  } finally {
    timers.forEach(clearTimeout);
  }
  cpu1 ??= cpuNow(store.pid, store.embedded);
  const share = (key) => (cpu0 ? (cpu1[key] - cpu0[key]) / duration : Number.NaN);
  const m = phases.measured;
  const all = Object.values(phases);
  const failed = {};
  for (const p of all)
    for (const [status, n] of Object.entries(p.failed)) failed[status] = (failed[status] ?? 0) + n;
  return {
    ordersPerSecond: tenth(m.created / duration),
    measured: m.created,
    latency: latencySummary(m.latencies),
    created: { warmup: phases.warmup.created, measured: m.created, after: phases.after.created },
    answers: all.reduce((sum, p) => sum + p.answers, 0),
    createdTotal: all.reduce((sum, p) => sum + p.created, 0),
    unitsTotal: all.reduce((sum, p) => sum + p.units, 0),
    failed,
    failedTotal: Object.values(failed).reduce((a, b) => a + b, 0),
    samples,
    cpu: {
      node: hundredth(share('node')),
      postgres: hundredth(share('postgres')),
      client: hundredth(share('client')),
    },
  };
}

/** p50, p95, p99 and max of latencies in ms, to a tenth. */
export function latencySummary(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: tenth(percentile(sorted, 50)),
    p95: tenth(percentile(sorted, 95)),
    p99: tenth(percentile(sorted, 99)),
    max: tenth(sorted.at(-1) ?? Number.NaN),
  };
}
