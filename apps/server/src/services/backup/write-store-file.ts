import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { exportStore } from '../../db/store-export';

/** A file being written: hidden, and never taken for a finished one by name. */
export const PARTIAL_PREFIX = '.avstore-partial-';

/**
 * gzip's default. Measured on 1 million orders and 50,000 products (530 MB of rows): level 6 wrote
 * 78 MB in 20 s, level 1 81 MB in 17 s; the time goes to reading and converting the rows, not to
 * gzip (which runs on libuv's threads). Pictures, already compressed, shrink only by their base64.
 */
const GZIP_LEVEL = 6;

export interface WrittenFile {
  file: string;
  counts: Record<string, number>;
  bytes: number;
}

/**
 * Writes the store's data (db/store-export.ts) to `file`, gzip-compressed when `compress`, so that
 * no one ever finds a part of it under its name: it goes to a hidden file in the same folder,
 * readable by its owner only (it holds password hashes and customers' addresses), which is
 * flushed to the disk, then renamed, and the rename is flushed too. A failure, a kill or a power
 * cut leaves at most that hidden file, never a short file under the final name.
 */
export async function writeStoreFile(
  client: pg.ClientBase,
  file: string,
  { compress, signal }: { compress: boolean; signal?: AbortSignal },
): Promise<WrittenFile> {
  const folder = path.dirname(file);
  const partial = path.join(
    folder,
    `${PARTIAL_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  // A new file (`wx`), readable by its owner only, flushed to the disk before it is closed.
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
  const stage: Transform = compress ? createGzip({ level: GZIP_LEVEL }) : new PassThrough();
  const written = pipeline(stage, out);
  // Its failure (a full disk) is told by the export's next write, and awaited below.
  written.catch(() => undefined);
  try {
    let counts: Record<string, number>;
    try {
      counts = await exportStore(client, stage, signal);
    } catch (error) {
      stage.destroy(error as Error);
      await written.catch(() => undefined);
      throw error;
    }
    stage.end();
    await written;
    await fs.rename(partial, file);
    await syncFolder(folder);
    return { file, counts, bytes: (await fs.stat(file)).size };
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** A rename is only durable once the folder holding it is flushed too. */
async function syncFolder(folder: string): Promise<void> {
  const dir = await fs.open(folder, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
