import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackDir, locateEmbedded } from '../../src/db/embedded-place';

// A postgres user that owns nothing here, so only the "other" bits let it through.
const postgres = { uid: 4_000_001, gid: 4_000_001 };

let work: string;
let shared: string;

beforeAll(async () => {
  work = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-place-')));
  await fs.chmod(work, 0o755);
  shared = path.join(work, 'shared');
  await fs.mkdir(shared, { mode: 0o755 });
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

/** A DATA_DIR made as the store makes it (mode 700), inside a folder of the given mode. */
async function dataDirIn(parentMode: number, name: string): Promise<string> {
  const parent = path.join(work, name);
  await fs.mkdir(parent, { mode: parentMode });
  await fs.chmod(parent, parentMode);
  const dataDir = path.join(parent, '.data');
  await fs.mkdir(dataDir, { mode: 0o700 });
  return dataDir;
}

describe('where the embedded PostgreSQL keeps its data', () => {
  it('as any user but root, in DATA_DIR as given', async () => {
    const place = await locateEmbedded('some/relative/dir', undefined, shared);
    expect(place.pgData).toBe(path.resolve('some/relative/dir/postgres'));
    expect(place.socketDir).toBe(path.resolve('some/relative/dir/run'));
    expect(place.elsewhere).toBeUndefined();
  });

  it('as root, in DATA_DIR when the postgres user can reach it through its parents', async () => {
    const dataDir = await dataDirIn(0o755, 'open');
    const place = await locateEmbedded(dataDir, postgres, shared);
    expect(place).toEqual({
      dataDir,
      pgData: path.join(dataDir, 'postgres'),
      socketDir: path.join(dataDir, 'run'),
    });
  });

  it('as root, in the shared place when a parent is closed, the same on each start', async () => {
    const dataDir = await dataDirIn(0o700, 'private');
    const place = await locateEmbedded(dataDir, postgres, shared);
    const dir = fallbackDir(dataDir, shared);
    expect(path.dirname(dir)).toBe(shared);
    expect(place.pgData).toBe(path.join(dir, 'postgres'));
    expect(place.socketDir).toBe(path.join(dir, 'run'));
    expect(place.elsewhere?.reason).toContain(`cannot enter ${path.join(work, 'private')}`);
    expect(await locateEmbedded(dataDir, postgres, shared)).toEqual(place);

    const other = await dataDirIn(0o700, 'private-too');
    expect((await locateEmbedded(other, postgres, shared)).pgData).not.toBe(place.pgData);
  });

  it('keeps a short socket path in the real place', () => {
    const socket = path.join(fallbackDir('/a'.repeat(200)), 'run', '.s.PGSQL.5432');
    expect(Buffer.byteLength(socket)).toBeLessThan(60);
  });

  it('as root, under the shared place when DATA_DIR serves another group', async () => {
    const dataDir = await dataDirIn(0o755, 'grouped');
    await fs.chmod(dataDir, 0o750);
    const place = await locateEmbedded(dataDir, postgres, shared);
    expect(place.elsewhere?.reason).toContain(`cannot enter ${dataDir}`);
  });

  it('keeps using the shared place where an earlier start made the database', async () => {
    const dataDir = await dataDirIn(0o755, 'reopened');
    const dir = fallbackDir(dataDir, shared);
    await fs.mkdir(path.join(dir, 'postgres'), { recursive: true });
    await fs.writeFile(path.join(dir, 'postgres', 'PG_VERSION'), '17\n');
    const place = await locateEmbedded(dataDir, postgres, shared);
    expect(place.pgData).toBe(path.join(dir, 'postgres'));
  });

  it('refuses plainly when a database in DATA_DIR has become unreachable', async () => {
    const dataDir = await dataDirIn(0o700, 'moved');
    await fs.mkdir(path.join(dataDir, 'postgres'));
    await fs.writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '17\n');
    await expect(locateEmbedded(dataDir, postgres, shared)).rejects.toThrow(
      `cannot enter ${path.join(work, 'moved')}`,
    );
  });
});
