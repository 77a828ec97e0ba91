import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { PostgresBinaries } from './embedded-binaries';
import { exists, SHARED_ROOT } from './embedded-place';
import { rootOwnedDir } from './prepare-place';
import { closedParent, type RunAs } from './system-user';

/**
 * The PostgreSQL binaries where the postgres system user can run them. They come in the
 * repository's node_modules; when that is closed to the user (a clone in a private home
 * folder), they are copied once per version into the shared place, root-owned.
 */
export async function reachableBinaries(
  bin: PostgresBinaries,
  runAs: RunAs | undefined,
  log: Pick<Logger, 'info'>,
  sharedRoot = SHARED_ROOT,
): Promise<PostgresBinaries> {
  if (!runAs) return bin;
  const native = path.dirname(path.dirname(await fs.realpath(bin.postgres)));
  const closed = await closedParent(path.join(native, 'bin', 'postgres'), runAs);
  if (!closed) return bin;
  const pkg = path.join(native, '..', 'package.json');
  const { version } = JSON.parse(await fs.readFile(pkg, 'utf8')) as { version: string };
  const copy = path.join(sharedRoot, `postgresql-${version}`);
  if (!(await exists(path.join(copy, 'bin', 'postgres')))) {
    log.info(
      { from: native, to: copy },
      `copying the PostgreSQL binaries to ${copy}: ` +
        `the system user 'postgres' cannot enter ${closed}`,
    );
    await rootOwnedDir(sharedRoot);
    // Copied aside and renamed into place, so a copy that is there is whole.
    const temp = `${copy}.${process.pid}.tmp`;
    await fs.rm(temp, { recursive: true, force: true });
    await fs.cp(native, temp, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(temp, 0o755);
    await fs.rename(temp, copy).catch(async (error: unknown) => {
      await fs.rm(temp, { recursive: true, force: true });
      if (!(await exists(path.join(copy, 'bin', 'postgres')))) throw error;
    });
  }
  const binary = (name: string) => path.join(copy, 'bin', name);
  return { postgres: binary('postgres'), initdb: binary('initdb'), pg_ctl: binary('pg_ctl') };
}
