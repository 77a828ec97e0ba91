import { dayIn } from '@avstore/core';
import type pg from 'pg';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import { backupSettings, type BackupConfig } from './backup-settings';
import { dailyBackup, type DailyResult } from './daily-backup';

/**
 * A check now and then, by the job queue (services/jobs/store-jobs.ts); the day's backup is
 * written at the first check past its hour.
 */
export const BACKUP_CHECK_MS = 5 * 60_000;
/** An instance's first check waits for the start's own work (migrations, the catalogue, pictures). */
export const FIRST_BACKUP_CHECK_MS = 60_000;

export type DailyRun =
  | DailyResult
  /** No BACKUP_DIR: the store makes no backups of its own. */
  | { outcome: 'off' }
  | { outcome: 'failed'; reason: string }
  /** The day's backup failed on this instance: it is tried again the next day. */
  | { outcome: 'retry-tomorrow' };

export interface BackupServiceDeps {
  db: Db;
  config: BackupConfig;
  clock: Clock;
  log: Logger;
}

/**
 * The store's daily backup (docs/deploy.md "Backups and restores"): from BACKUP_HOUR of the shop's
 * day, one compressed copy of the whole database into BACKUP_DIR, the oldest beyond BACKUP_KEEP
 * removed. A failure is logged at error level with its reason; the instance tries again the next
 * day (or at its next start) rather than every few minutes against a full disk.
 */
export function backupService({ db, config, clock, log }: BackupServiceDeps) {
  const settings = backupSettings(config);
  const pool = (db as Db & { $client: pg.Pool }).$client;
  let failedDay: string | undefined;

  const runDaily = async (now = clock(), signal?: AbortSignal): Promise<DailyRun> => {
    const dir = settings.dir;
    if (!dir) return { outcome: 'off' };
    const day = dayIn(settings.timeZone, now);
    if (failedDay === day) return { outcome: 'retry-tomorrow' };
    const started = performance.now();
    try {
      const result = await dailyBackup(pool, { ...settings, dir }, now, signal);
      if (result.outcome === 'written') {
        const { file, bytes, removed } = result.backup;
        const ms = Math.round(performance.now() - started);
        log.info({ file, bytes, ms, removed }, 'wrote the daily backup');
      }
      return result;
    } catch (error) {
      if (signal?.aborted) {
        log.info(
          { dir },
          'the daily backup stopped with the store; it is written at the next start',
        );
        return { outcome: 'failed', reason: 'stopped' };
      }
      failedDay = day;
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ err: error, dir }, `the daily backup failed: ${reason} (tried again tomorrow)`);
      return { outcome: 'failed', reason };
    }
  };

  /** Says at start whether, where and when the daily backups are written: true when they are. */
  const announce = (): boolean => {
    if (!settings.dir) {
      log.info('no daily backups (BACKUP_DIR=off, or DATABASE_URL without BACKUP_DIR)');
      return false;
    }
    const { dir, hour, keep, timeZone } = settings;
    log.info({ dir, hour, keep, timeZone }, 'daily backups');
    return true;
  };

  return { settings, runDaily, announce };
}

export type BackupService = ReturnType<typeof backupService>;
