import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { canEnter, closedParent, postgresRunAs, type RunAs } from './system-user';

/** Where, as root, what the postgres system user cannot reach in DATA_DIR is kept instead. */
export const SHARED_ROOT = '/var/lib/avstore';
/** The note left in DATA_DIR when the database is kept elsewhere, for a human to find it. */
export const NOTE = 'postgres-location.txt';

export interface EmbeddedPlace {
  /** DATA_DIR (its real path when we are root). */
  dataDir: string;
  pgData: string;
  socketDir: string;
  /** Set when the database is not in DATA_DIR: the folder holding it, and why. */
  elsewhere?: { dir: string; reason: string };
}

/** The folder for one DATA_DIR's database under `sharedRoot`: the same on every start. */
export function fallbackDir(realDataDir: string, sharedRoot = SHARED_ROOT): string {
  const hash = createHash('sha256').update(realDataDir).digest('hex').slice(0, 12);
  return path.join(sharedRoot, hash);
}

/**
 * Where the embedded PostgreSQL of `dataDir` (an existing folder) keeps its data and socket:
 * in DATA_DIR, unless we are root and the postgres user cannot reach DATA_DIR through its
 * parents; then in `fallbackDir`. A database already made in one of them is kept there.
 * Changes nothing on disk.
 */
export async function locateEmbedded(
  dataDir: string,
  runAs: RunAs | undefined,
  sharedRoot = SHARED_ROOT,
): Promise<EmbeddedPlace> {
  if (!runAs) return within(path.resolve(dataDir));
  const real = await fs.realpath(dataDir);
  const own = within(real);
  const dir = fallbackDir(real, sharedRoot);
  const elsewhere = (reason: string): EmbeddedPlace => ({
    ...within(dir),
    dataDir: real,
    elsewhere: { dir, reason },
  });
  const closed =
    (await closedParent(real, runAs)) ?? (mayOpen(await fs.stat(real), runAs) ? undefined : real);
  const hasOwn = await exists(path.join(own.pgData, 'PG_VERSION'));
  if (closed && hasOwn) {
    throw new Error(
      `The embedded PostgreSQL's data is in ${own.pgData}, but the system user 'postgres' it ` +
        `runs as cannot enter ${closed}. Open that folder to it ('chmod o+x ${closed}'), ` +
        'or move the store where it can reach, or set DATABASE_URL.',
    );
  }
  if (closed) {
    return elsewhere(`it runs as the system user 'postgres', which cannot enter ${closed}`);
  }
  if (!hasOwn && (await exists(path.join(dir, 'postgres', 'PG_VERSION')))) {
    return elsewhere('an earlier start put it there');
  }
  return own;
}

function within(dir: string): EmbeddedPlace {
  return { dataDir: dir, pgData: path.join(dir, 'postgres'), socketDir: path.join(dir, 'run') };
}

/** DATA_DIR is ours to open to the postgres group, unless its group bits serve another group. */
function mayOpen(stat: Stats, user: RunAs): boolean {
  return canEnter(stat, user) || stat.gid === user.gid || (stat.mode & 0o070) === 0;
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The socket folder of `dataDir`'s embedded PostgreSQL, for tools that join a running store. */
export async function embeddedSocketDir(dataDir: string): Promise<string> {
  return (await locateEmbedded(dataDir, await postgresRunAs())).socketDir;
}
