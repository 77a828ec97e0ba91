// After a rush of orders: how much of their mail was still to go, and how fast and at what CPU the
// store sends it. The store's sender holds off while it answers a rush (issue #29), so the orders'
// own figures leave their mails out and these give them. The sending is watched for a window of
// MAIL_DRAIN_SECONDS (default 10), not to its end: after a 15 s rush that is minutes of mail.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuNow } from './order-load.mjs';

const WINDOW_S = Number(process.env.MAIL_DRAIN_SECONDS ?? 10);

/** Mail due within the hour: not the limit's, which order-limit.mjs records a day ahead. */
const DUE = `SELECT count(*)::int AS n FROM mail_outbox
  WHERE status = 'pending' AND next_attempt_at < now() + interval '1 hour'`;

const due = async (db) => (await db.query(DUE)).rows[0].n;

/**
 * Watches the store's outbox for up to WINDOW_S seconds after a rush, or until it has no due mail.
 * Gives the mails waiting at the start and at the end, the seconds watched, and the CPU seconds
 * the store (and its embedded PostgreSQL) spent meanwhile.
 */
export async function drainMail(db, store) {
  const started = performance.now();
  const cpu0 = cpuNow(store.pid, store.embedded);
  const waiting = await due(db);
  let left = waiting;
  while (left > 0 && performance.now() - started < WINDOW_S * 1000) {
    await sleep(100);
    left = await due(db);
  }
  const cpu1 = cpuNow(store.pid, store.embedded);
  return {
    waiting,
    left,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: { node: cpu1.node - cpu0.node, postgres: cpu1.postgres - cpu0.postgres },
  };
}

/** A line for a benchmark's report. */
export function describeDrain({ waiting, left, seconds, cpuSeconds }, embedded = true) {
  const sent = waiting - left;
  if (waiting === 0) return 'mail: none waiting when the orders ended';
  const round = (n) => Math.round(n * 100) / 100;
  const perMail = (s) => `${round((s * 1000) / Math.max(1, sent))} ms`;
  const rate = sent / seconds;
  const rest = left === 0 ? 'all sent' : `the rest in about ${Math.round(left / rate)} s more`;
  return (
    `mail: ${waiting} waiting when the orders ended; ${sent} sent in the next ` +
    `${round(seconds)} s (${Math.round(rate)} a second, ${rest}), each taking ` +
    `${perMail(cpuSeconds.node)} of node's CPU` +
    (embedded ? ` and ${perMail(cpuSeconds.postgres)} of PostgreSQL's` : '')
  );
}
