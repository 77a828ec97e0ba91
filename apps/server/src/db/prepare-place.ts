import fs from 'node:fs/promises';
import path from 'node:path';
import { NOTE, type EmbeddedPlace } from './embedded-place';
import { canEnter, closedParent, type RunAs } from './system-user';

/**
 * Makes the folders of `place` as PostgreSQL needs them: its socket folder owned by the
 * postgres user (as root), and the way to it open to that user. DATA_DIR is opened to the
 * postgres group only (mode 710), so that its other files stay private to their owner.
 */
export async function preparePlace(place: EmbeddedPlace, runAs: RunAs | undefined): Promise<void> {
  const note = path.join(place.dataDir, NOTE);
  if (place.elsewhere) {
    await rootOwnedDir(path.dirname(place.elsewhere.dir));
    await rootOwnedDir(place.elsewhere.dir);
    await fs.writeFile(note, noteText(place));
  } else {
    if (runAs) await openToGroup(place.dataDir, runAs);
    await fs.rm(note, { force: true });
  }
  await postgresDir(place.socketDir, runAs);
  const closed = runAs && (await closedParent(place.socketDir, runAs));
  if (closed) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user 'postgres', which cannot enter ${closed}. ` +
        'Set DATABASE_URL to use an external PostgreSQL instead.',
    );
  }
}

/** A folder of PostgreSQL's own: private to the user it runs as. */
export async function postgresDir(dir: string, runAs: RunAs | undefined): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dir, runAs.uid, runAs.gid);
}

/** A folder in the shared place: root's alone to write in, anyone's to pass through. */
export async function rootOwnedDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const stat = await fs.lstat(dir);
  if (!stat.isDirectory() || stat.uid !== 0) {
    throw new Error(`${dir} must be a folder owned by root: it holds the store's database.`);
  }
  if ((stat.mode & 0o777) !== 0o755) await fs.chmod(dir, 0o755); // whatever root's umask is
}

async function openToGroup(dir: string, user: RunAs): Promise<void> {
  const stat = await fs.stat(dir);
  if (canEnter(stat, user)) return;
  await fs.chown(dir, stat.uid, user.gid);
  await fs.chmod(dir, (stat.mode & 0o777) | 0o010);
}

function noteText(place: EmbeddedPlace): string {
  return (
    `The embedded PostgreSQL of the store using this folder keeps its data in\n` +
    `${place.pgData} and its socket in ${place.socketDir}:\n` +
    `${place.elsewhere?.reason}. Back that folder up with this one.\n`
  );
}
