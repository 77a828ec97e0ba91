// After a rush of orders: how much of their mail was still to go, how long the store took to send
// it, and the CPU that took. The store's sender waits while it answers a rush (issue #29), so the
// orders' own figures leave their mails out and these give them.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuNow } from './order-load.mjs';

/** Mail due within the hour: not the limit's, which order-limit.mjs records a day ahead. */
const DUE = `SELECT count(*)::int AS n FROM mail_outbox
  WHERE status = 'pending' AND next_attempt_at < now() + interval '1 hour'`;

/**
 * Waits (up to `timeoutMs`) until the store's outbox has no due mail. Gives the mails waiting at
 * the start, the seconds until none was, and the CPU seconds the store (and its embedded
 * PostgreSQL) spent meanwhile, for `orders` orders.
 */
export async function drainMail(db, store, { orders, timeoutMs = 120_000 }) {
  const started = performance.now();
  const cpu0 = cpuNow(store.pid, store.embedded);
  const waiting = (await db.query(DUE)).rows[0].n;
  let left = waiting;
  while (left > 0 && performance.now() - started < timeoutMs) {
    await sleep(100);
    left = (await db.query(DUE)).rows[0].n;
  }
  const cpu1 = cpuNow(store.pid, store.embedded);
  return {
    waiting,
    left,
    seconds: (performance.now() - started) / 1000,
    cpuPerOrderMs: {
      node: ((cpu1.node - cpu0.node) * 1000) / Math.max(1, orders),
      postgres: ((cpu1.postgres - cpu0.postgres) * 1000) / Math.max(1, orders),
    },
  };
}

/** A line for a benchmark's report. */
export function describeDrain({ waiting, left, seconds, cpuPerOrderMs }) {
  const round = (n) => Math.round(n * 100) / 100;
  const after =
    left === 0
      ? `all sent ${round(seconds)} s later`
      : `${left} still waiting after ${Math.round(seconds)} s`;
  return (
    `mail: ${waiting} waiting when the orders ended, ${after}; sending them took ` +
    `${round(cpuPerOrderMs.node)} ms node + ${round(cpuPerOrderMs.postgres)} ms PostgreSQL ` +
    `of CPU per order`
  );
}
