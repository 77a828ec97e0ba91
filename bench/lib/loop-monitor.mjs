// Preloaded into the store under test (`node --import <this file's URL>`, through STORE_NODE_ARGS):
// every 500 ms it appends "<Date.now()> <longest event-loop delay in ms since the last line> <ms the
// main thread waited for a CPU meanwhile>" to the file named by LOOP_MONITOR_FILE, then starts over. perf_hooks' histogram times a timer set
// every RESOLUTION_MS, so an idle loop reads about RESOLUTION_MS and a task that holds the loop
// for S ms reads about S + RESOLUTION_MS: the stall is the reading less RESOLUTION_MS. The delay is
// wall-clock time: a store waiting for a CPU on a busy machine stalls as much as a long task, hence
// the wait, read from /proc/self/schedstat (the main thread's time runnable but not running).
// The benchmark reads the file with longestStall() below (importing this file starts nothing).
import { appendFileSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const RESOLUTION_MS = 5;
const EVERY_MS = 500;

/** Nanoseconds the main thread has waited on a run queue (Linux), or NaN. */
function waitedNs() {
  try {
    return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]);
  } catch {
    return Number.NaN;
  }
}

const file = process.env.LOOP_MONITOR_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let waited = waitedNs();
  setInterval(() => {
    const now = waitedNs();
    const max = (histogram.max / 1e6).toFixed(1);
    // A few bytes, synchronously: no promise left to the store's own shutdown.
    appendFileSync(file, `${Date.now()} ${max} ${((now - waited) / 1e6).toFixed(1)}\n`);
    histogram.reset();
    waited = now;
  }, EVERY_MS).unref();
}

/**
 * The longest stall in `monitorFile` between Date.now() values `from` and `to`, as { ms, waited }:
 * the largest reading of the lines whose half-second overlaps them, less the resolution, and how
 * long the main thread waited for a CPU in that half-second (ms, tenths). Waits for the line that
 * covers `to`.
 */
export async function longestStall(monitorFile, from, to) {
  await sleep(Math.max(0, to + EVERY_MS + 100 - Date.now()));
  const lines = (await readFile(monitorFile, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  const inside = lines.filter(([t], i) => t > from && (lines[i - 1]?.[0] ?? 0) < to);
  if (inside.length === 0) throw new Error('the event-loop monitor wrote nothing');
  const [, max, waited] = inside.reduce((a, b) => (b[1] > a[1] ? b : a));
  const tenth = (n) => Math.round(n * 10) / 10;
  return { ms: tenth(Math.max(0, max - RESOLUTION_MS)), waited: tenth(waited) };
}

/** The longest of several longestStall() answers. */
export const worstStall = (list) => list.reduce((a, b) => (b.ms > a.ms ? b : a));

/** Waits until what ran before is in earlier lines, so that a window starts clean. */
export const settleMonitor = () => sleep(EVERY_MS + 100);
