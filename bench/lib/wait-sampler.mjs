// What PostgreSQL's connections are doing while a load runs: pg_stat_activity sampled every few
// milliseconds, each (state, wait) counted, as the average number of connections in it. A
// connection 'idle in transaction' waiting on ClientRead is a transaction the application holds
// open while it works; 'active' on Lock is one waiting for a row another transaction holds.
import { setTimeout as sleep } from 'node:timers/promises';

const QUERY = `
  SELECT state, coalesce(wait_event_type, 'running') AS type, coalesce(wait_event, '') AS event,
         count(*)::int AS n
    FROM pg_stat_activity
   WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()
   GROUP BY 1, 2, 3`;

/** Starts sampling on `db` (its own connection); `stop()` gives the averages, largest first. */
export function sampleWaits(db, everyMs = 5) {
  const counts = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await db.query(QUERY);
      samples++;
      for (const r of rows) {
        const key = `${r.state} ${r.type}${r.event ? `:${r.event}` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + r.n);
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return [...counts]
        .map(([what, n]) => ({ what, connections: Math.round((n / samples) * 10) / 10 }))
        .sort((a, b) => b.connections - a.connections);
    },
  };
}

/** One line: 'active running 3.1, idle in transaction ClientRead 9.4, …'. */
export const describeWaits = (waits) =>
  waits
    .filter((w) => w.connections >= 0.1)
    .map((w) => `${w.what} ${w.connections}`)
    .join(', ');
