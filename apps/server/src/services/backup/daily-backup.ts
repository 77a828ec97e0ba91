import { dayIn } from '@avstore/core';
import type pg from 'pg';
import { hasBackupOf, hourIn } from './backup-folder';
import type { BackupSettings } from './backup-settings';
import { takeBackup, type TakenBackup } from './take-backup';

/** Any fixed number shared by every instance (the start-up lock of db/database.ts is 727_001). */
const BACKUP_LOCK = 727_002;

export type DailyResult =
  /** The shop's day has not reached BACKUP_HOUR. */
  | { outcome: 'early' }
  /** The folder holds the day's backup already. */
  | { outcome: 'done' }
  /** Another instance is writing it now. */
  | { outcome: 'busy' }
  | { outcome: 'written'; backup: TakenBackup };

/**
 * The day's backup, once the shop's day has reached its hour and unless the folder holds it
 * already. Instances on one database take turns through a session advisory lock held while one
 * writes: the other skips, and at its next check finds the file. (The file is the day's record,
 * so instances on several machines share one BACKUP_DIR, or only one of them sets it:
 * docs/deploy.md.) The lock goes with the connection if the instance dies.
 */
export async function dailyBackup(
  pool: pg.Pool,
  settings: BackupSettings & { dir: string },
  now: Date,
  signal?: AbortSignal,
): Promise<DailyResult> {
  if (hourIn(settings.timeZone, now) < settings.hour) return { outcome: 'early' };
  const day = dayIn(settings.timeZone, now);
  if (await hasBackupOf(settings.dir, day, settings.hour)) return { outcome: 'done' };
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [BACKUP_LOCK],
    );
    if (!rows[0]?.locked) return { outcome: 'busy' };
    try {
      // Again under the lock: another instance may have finished it a moment ago.
      if (await hasBackupOf(settings.dir, day, settings.hour)) return { outcome: 'done' };
      return { outcome: 'written', backup: await takeBackup(client, settings, now, signal) };
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK])
        .catch(() => (broken = true));
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed may still hold the lock or a transaction: it is closed, not reused.
    client.release(broken);
  }
}
