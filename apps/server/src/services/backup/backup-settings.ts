import path from 'node:path';
import type { Config } from '../../config';

export interface BackupSettings {
  /** The backups' folder; undefined when the store makes no backups of its own. */
  dir: string | undefined;
  keep: number;
  /** The hour of the shop's day from which the day's backup is written. */
  hour: number;
  timeZone: string;
}

export type BackupConfig = Pick<
  Config,
  'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_HOUR' | 'SHOP_TIMEZONE' | 'DATA_DIR' | 'DATABASE_URL'
>;

/**
 * BACKUP_DIR, or its default. An embedded store is the whole shop on one machine that nothing
 * else copies, often started with `npm start` and never configured further: there daily backups
 * are on unless turned off (`BACKUP_DIR=off`), in DATA_DIR/backups, where a mistaken deletion, an
 * import gone wrong or a damaged cluster can be undone (a copy off the machine is still the
 * owner's to make: docs/deploy.md). With DATABASE_URL an instance keeps nothing on disk and the
 * database's own backups (pg_dump, the provider's, point-in-time recovery) do better, so the store
 * writes none unless BACKUP_DIR asks.
 */
export function backupSettings(config: BackupConfig): BackupSettings {
  const chosen = config.BACKUP_DIR;
  const dir =
    chosen === 'off'
      ? undefined
      : chosen !== undefined
        ? path.resolve(chosen)
        : config.DATABASE_URL
          ? undefined
          : path.resolve(config.DATA_DIR, 'backups');
  return {
    dir,
    keep: config.BACKUP_KEEP,
    hour: config.BACKUP_HOUR,
    timeZone: config.SHOP_TIMEZONE,
  };
}
