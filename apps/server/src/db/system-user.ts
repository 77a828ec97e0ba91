import { execFile } from 'node:child_process';
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

/** Fails with a plain message when the postgres user cannot reach `dir` through its parents. */
export async function assertTraversable(dir: string, user: RunAs): Promise<void> {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    const stat = await fs.stat(current);
    const reachable =
      stat.mode & 0o001 ||
      (stat.uid === user.uid && stat.mode & 0o100) ||
      (stat.gid === user.gid && stat.mode & 0o010);
    if (!reachable) {
      throw new Error(
        `The embedded PostgreSQL runs as the system user 'postgres', which cannot enter ${current}. ` +
          `Run 'chmod o+x ${current}', or set DATA_DIR to a folder it can reach, or set DATABASE_URL.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
