import fs from 'node:fs/promises';
import path from 'node:path';
import { isRunning } from './process-check';

/**
 * One app per data folder: a pid file created exclusively. A file left by a dead app is taken
 * over; one whose app is alive stops this start with a plain message.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        const owner = await fs.readFile(file, 'utf8').catch(() => '');
        if (owner.trim() === String(process.pid)) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && (await isRunning(pid, 'node'))) {
        throw new Error(
          `Another store server (pid ${pid}) is already running on the data folder ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR.',
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
