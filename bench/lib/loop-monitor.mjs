// Preloaded into the store under test (`node --import <this file's URL>`, through STORE_NODE_ARGS):
// every 500 ms it appends "<Date.now()> <longest event-loop delay in ms since the last line>" to
// the file named by LOOP_MONITOR_FILE, then starts over. perf_hooks' histogram times a timer set
// every RESOLUTION_MS, so an idle loop reads about RESOLUTION_MS and a task that holds the loop
// for S ms reads about S + RESOLUTION_MS: the stall is the reading less RESOLUTION_MS. The delay is
// wall-clock time: a store waiting for a CPU on a busy machine stalls as much as a long task.
// The benchmark reads the file with longestStall() below (importing this file starts nothing).
import { appendFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const RESOLUTION_MS = 5;
const EVERY_MS = 500;

const file = process.env.LOOP_MONITOR_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  setInterval(() => {
    // A few bytes, synchronously: no promise left to the store's own shutdown.
    appendFileSync(file, `${Date.now()} ${(histogram.max / 1e6).toFixed(1)}\n`);
    histogram.reset();
  }, EVERY_MS).unref();
}

/**
 * The longest stall (ms, a tenth) in `monitorFile` between Date.now() values `from` and `to`: the
 * largest reading of the lines whose half-second overlaps them, less the resolution. Waits for the
 * line that covers `to`.
 */
export async function longestStall(monitorFile, from, to) {
  await sleep(Math.max(0, to + EVERY_MS + 100 - Date.now()));
  const lines = (await readFile(monitorFile, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  const maxima = lines
    .filter(([t], i) => t > from && (lines[i - 1]?.[0] ?? 0) < to)
    .map(([, max]) => max);
  if (maxima.length === 0) throw new Error('the event-loop monitor wrote nothing');
  return Math.round(Math.max(0, Math.max(...maxima) - RESOLUTION_MS) * 10) / 10;
}

/** Waits until what ran before is in earlier lines, so that a window starts clean. */
export const settleMonitor = () => sleep(EVERY_MS + 100);
