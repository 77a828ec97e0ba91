import { execFile } from 'node:child_process';
import type { Logger } from '../logger';

/**
 * Puts the embedded PostgreSQL's postmaster under Linux's SCHED_BATCH policy, which the sessions
 * it forks from then on inherit (its own background processes, already running, keep theirs).
 * On a machine it shares with the store, each statement the store's one thread writes wakes a
 * session, and a session woken under the normal policy takes the core from that thread at once:
 * at 32 buyers the thread sat preempted in its socket writes for over half its time, orders
 * waited on it with their rows locked, and the store made 0.68-0.70 of the orders its SQL allows.
 * A batch process keeps its fair share of the CPU but never preempts on waking (decision 028).
 * `chrt` is util-linux's; where it or the policy is missing, PostgreSQL runs as it was.
 */
export function batchScheduled(pid: number, log: Logger): Promise<void> {
  if (process.platform !== 'linux') return Promise.resolve();
  return new Promise((resolve) => {
    execFile('chrt', ['--batch', '--pid', '0', String(pid)], (error) => {
      if (error)
        log.warn(
          { err: error },
          'the embedded PostgreSQL runs under the normal scheduling policy: chrt --batch failed',
        );
      resolve();
    });
  });
}
