import { execFile } from 'node:child_process';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. When we are root, it runs as the system user `postgres`,
 * created if missing; as any other user it runs as that user and this returns undefined.
 */
export async function postgresRunAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** True when `user` may pass through this folder (the owner, group and other x bits). */
export function canEnter(stat: Stats, user: RunAs): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * The outermost folder on the way to `target` (its parents, not itself) that `user` cannot
 * pass through, or undefined when every one lets it through.
 */
export async function closedParent(target: string, user: RunAs): Promise<string | undefined> {
  const parents: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    parents.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of parents) {
    if (!canEnter(await fs.stat(dir), user)) return dir;
  }
  return undefined;
}
