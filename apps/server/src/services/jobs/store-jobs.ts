import type pg from 'pg';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { BACKUP_CHECK_MS, FIRST_BACKUP_CHECK_MS } from '../backup/backup-service';
import type { Services } from '../index';
import { cleanUp } from './clean-ups';
import { ReportedFailure, type PeriodicJob } from './job-queue';

/**
 * How often one instance wakes its mail sender for what no kick after a commit sent: retries (30 s
 * at the soonest), mail recorded by an instance that went, and mail a dead sender held (its claim
 * runs out 15 s after its last renewal): such mail goes within about half a minute.
 */
const MAIL_WAKE_MS = 10_000;
const LOW_STOCK_CHECK_MS = 5 * 60_000;
const CLEAN_UP_MS = 60 * 60_000;

export interface StoreJobsDeps {
  config: Pick<Config, 'ORDER_SWEEP_INTERVAL' | 'SENT_MAIL_KEEP'>;
  services: Pick<Services, 'expiry' | 'mail' | 'reports' | 'backup'>;
  pool: pg.Pool;
  log: Logger;
}

/** What the store does on its own, each on one instance at a time (docs/architecture.md#jobs). */
export function storeJobs({ config, services, pool, log }: StoreJobsDeps): PeriodicJob[] {
  const jobs: PeriodicJob[] = [
    {
      name: 'expiry-sweep',
      everyMs: config.ORDER_SWEEP_INTERVAL,
      run: async () => ({ cancelled: await services.expiry.sweep() }),
    },
    {
      // A wake-up: the sender claims each mail itself, so any number may run at once.
      name: 'mail-outbox',
      everyMs: MAIL_WAKE_MS,
      exclusive: false,
      timeoutMs: 60_000,
      run: async () => services.mail.kick(),
    },
    {
      name: 'low-stock-check',
      everyMs: LOW_STOCK_CHECK_MS,
      run: async () => ({ named: (await services.reports.checkLowStock()).length }),
    },
    {
      name: 'clean-up',
      everyMs: CLEAN_UP_MS,
      run: async () => {
        const removed = await cleanUp(pool, { sentMailKeepMs: config.SENT_MAIL_KEEP });
        if (Object.values(removed).some((count) => count > 0))
          log.info(removed, 'removed rows past their time');
        return removed;
      },
    },
  ];
  if (services.backup.announce()) {
    jobs.push({
      name: 'daily-backup',
      everyMs: BACKUP_CHECK_MS,
      firstAfterMs: FIRST_BACKUP_CHECK_MS,
      timeoutMs: 6 * 3_600_000,
      run: async (signal) => {
        const done = await services.backup.runDaily(undefined, signal);
        // Logged at error level by the backup service already, with its reason.
        if (done.outcome === 'failed' && !signal.aborted) throw new ReportedFailure(done.reason);
        return { outcome: done.outcome };
      },
    });
  }
  return jobs;
}
