import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { backupName, checkRoom, pruneBackups } from './backup-folder';
import { writeStoreFile, type WrittenFile } from './write-store-file';

export interface TakenBackup extends WrittenFile {
  /** The oldest backups removed to keep BACKUP_KEEP. */
  removed: string[];
}

/**
 * One backup into the folder, named for the shop's date and time of `now`, compressed and
 * written whole or not at all; then the oldest beyond `keep` are removed (only once the new one is
 * safely there, so the folder never holds fewer good copies than before).
 */
export async function takeBackup(
  client: pg.ClientBase,
  { dir, keep, timeZone }: { dir: string; keep: number; timeZone: string },
  now: Date,
  signal?: AbortSignal,
): Promise<TakenBackup> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await checkRoom(dir);
  const file = path.join(dir, backupName(timeZone, now));
  const written = await writeStoreFile(client, file, { compress: true, signal });
  return { ...written, removed: await pruneBackups(dir, keep) };
}
