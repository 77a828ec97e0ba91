import fs from 'node:fs/promises';
import path from 'node:path';
import { dayIn } from '@avstore/core';
import { PARTIAL_PREFIX } from './write-store-file';

/**
 * A backup's name: `avstore-2026-05-01-030000.ndjson.gz`, the shop's date and time of its snapshot,
 * so the names sort oldest first and say when each was taken in the shop's own time.
 */
const NAME = /^avstore-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})\.ndjson\.gz$/;

/** A partial file untouched this long belongs to a backup that died (a kill, a power cut). */
const ABANDONED_MS = 60 * 60_000;

export interface BackupFile {
  name: string;
  day: string;
  hour: number;
}

/** The time of day in a time zone, as 'HHMMSS'. */
function timeIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replaceAll(':', '');
}

export function backupName(timeZone: string, at: Date): string {
  return `avstore-${dayIn(timeZone, at)}-${timeIn(timeZone, at)}.ndjson.gz`;
}

/** The hour of the shop's day, 0-23. */
export const hourIn = (timeZone: string, at: Date) => Number(timeIn(timeZone, at).slice(0, 2));

/** The folder's backups, oldest first; other files in it are not the store's and are left be. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const match = NAME.exec(name);
      return match ? [{ name, day: match[1]!, hour: Number(match[2]) }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether the folder holds a backup of `day` taken at or after `hour`: that day's is done. */
export async function hasBackupOf(dir: string, day: string, hour: number): Promise<boolean> {
  return (await listBackups(dir)).some((b) => b.day === day && b.hour >= hour);
}

/** Removes the oldest backups beyond `keep`, and partial files of backups that died. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(0, -keep).map((b) => b.name);
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > ABANDONED_MS) await fs.rm(file, { force: true });
  }
  return old;
}

/** Room the disk keeps besides the backup: the embedded database may share it, and stops when full. */
const RESERVE_BYTES = 256 * 1_048_576;

/**
 * Refuses to start a backup that could fill the disk: a full disk stops an embedded database,
 * and with it the shop. The next backup is taken to be up to half again the size of the last.
 */
export async function checkRoom(dir: string): Promise<void> {
  const last = (await listBackups(dir)).at(-1);
  const lastBytes = last ? (await fs.stat(path.join(dir, last.name))).size : 0;
  const { bavail, bsize } = await fs.statfs(dir);
  const free = bavail * bsize;
  const needed = lastBytes * 1.5 + RESERVE_BYTES;
  if (free < needed) {
    const mb = (n: number) => `${Math.round(n / 1_048_576)} MB`;
    throw new Error(
      `Only ${mb(free)} free on the disk of ${dir}; a backup needs about ${mb(lastBytes * 1.5)} ` +
        `(the last was ${mb(lastBytes)}) and leaves ${mb(RESERVE_BYTES)} free. Free some space, ` +
        'lower BACKUP_KEEP, or point BACKUP_DIR at a larger disk.',
    );
  }
}
