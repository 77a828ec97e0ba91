// Preloaded into the store under test (`node --import <this file's URL>`, through STORE_NODE_ARGS):
// every 500 ms it appends "<Date.now()> <longest event-loop delay in ms since the last line>" to
// the file named by LOOP_MONITOR_FILE, then starts over. perf_hooks' histogram times a timer set
// every RESOLUTION_MS, so an idle loop reads about RESOLUTION_MS and a task that holds the loop
// for S ms reads about S + RESOLUTION_MS: the stall is the reading less RESOLUTION_MS.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const RESOLUTION_MS = 5;
export const EVERY_MS = 500;

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
