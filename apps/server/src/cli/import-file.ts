import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { migrateAndPrepare, transaction, type Db } from '../db/database';
import {
  FORMAT_VERSION,
  isHeader,
  isTableStart,
  isTrailer,
  schemaTables,
  type Header,
  type Trailer,
} from '../db/store-file';
import { databaseError, describeDatabaseError } from './failure';
import { tableLoad } from './file-rows';
import {
  checkColumns,
  checkCounts,
  checkEncoding,
  checkMigrationLevel,
  emptyTarget,
  insertRows,
  Refusal,
  type Current,
} from './import-target';
import { databaseSettings, openDatabase } from './open-database';

/** Rows per INSERT, and the most JSON text one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1_048_576;

export interface ImportOptions {
  /** Empty a database that holds data first, rather than refuse it. */
  force: boolean;
  /** What a refusal of a database that holds data advises. */
  notEmptyAdvice: string;
}

/**
 * Loads a file written by `db:export` or `backup` (plain or gzip-compressed) into the store's
 * database (DATABASE_URL's, else the embedded one of DATA_DIR). It migrates the database first,
 * refuses one that already holds data unless `force` (which empties it), and inserts everything
 * in foreign-key order in one transaction, checking the counts before it commits. Password hashes
 * are copied as they are; rows of an older file are brought to this version as they are written
 * (file-rows.ts). A failure names its table and key, never a row.
 */
export async function importStoreFile(
  file: string,
  options: ImportOptions,
): Promise<{ counts: Record<string, number>; description: string }> {
  // The header is checked before the database is touched.
  const header = await readHeader(file);
  const settings = databaseSettings();
  const log = pino({ level: 'warn' }, pino.destination(2));
  const opened = await openDatabase(settings, log);
  try {
    await checkEncoding(opened.database.pool);
    let counts: Record<string, number> = {};
    // Under the start-up lock: a store starting meanwhile waits, then finds the data (and
    // does not seed the demo catalogue into it).
    await migrateAndPrepare(opened.database, async (db) => {
      counts = await load(db, file, header, options);
    });
    return { counts, description: opened.description };
  } finally {
    await opened.close();
  }
}

async function readHeader(file: string): Promise<Header> {
  await fs.access(file).catch(() => {
    throw new Refusal(`Cannot read ${file}.`);
  });
  for await (const { text } of lines(file)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (!isHeader(value)) {
      throw new Refusal(`${file} is not a store export (its first line is not an export header).`);
    }
    if (value.version > FORMAT_VERSION) {
      throw new Refusal(
        `${file} is in version ${value.version} of the export format; this store reads up to ` +
          `version ${FORMAT_VERSION}. Update the store, then import.`,
      );
    }
    return value;
  }
  throw new Refusal(`${file} is empty.`);
}

/** gzip's first two bytes: a backup, or an export to a name ending in .gz. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function isGzip(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer.equals(GZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The file's lines with their numbers (1-based), read as a stream, uncompressed as they come. */
async function* lines(file: string): AsyncGenerator<{ text: string; number: number }> {
  const raw = createReadStream(file);
  let input: NodeJS.ReadableStream & { destroy(): void } = raw;
  if (await isGzip(file)) {
    const gunzip = createGunzip();
    raw.on('error', (error) => gunzip.destroy(error));
    input = raw.pipe(gunzip);
  }
  input.setEncoding('utf8');
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of reader) {
      number++;
      if (text.trim()) yield { text, number };
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR')
      throw new Error(
        `${file} ends before its end: the backup was cut short. Nothing was imported.`,
      );
    if (code === 'Z_DATA_ERROR')
      throw new Error(`${file} is damaged (${(error as Error).message}). Nothing was imported.`);
    throw error;
  } finally {
    reader.close();
    raw.destroy();
    input.destroy();
  }
}

async function load(
  db: Db,
  file: string,
  header: Header,
  { force, notEmptyAdvice }: ImportOptions,
): Promise<Record<string, number>> {
  const tables = schemaTables();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const unknown = header.tables.filter((name) => !byName.has(name));
  if (unknown.length) {
    throw new Refusal(
      `The file holds tables this version of the store does not know: ${unknown.join(', ')}. ` +
        'Import it with the version of the store that exported it, or a newer one.',
    );
  }
  return transaction(db, async (tx) => {
    await checkMigrationLevel(tx, header.migrations);
    await emptyTarget(tx, tables, force, notEmptyAdvice);
    // Products keep the slugs they were exported with (the file's product_slugs holds their
    // history); without this, the products_slug trigger would make each one again.
    await tx.execute(sql`SELECT set_config('avstore.restore', 'on', true)`);

    const read: Record<string, number> = {};
    let current: Current | undefined;
    let trailer: Trailer | undefined;
    let batch: Record<string, unknown>[] = [];
    let batchChars = 0;
    const flush = async () => {
      if (!current || !batch.length) return;
      try {
        await insertRows(tx, current, batch);
      } catch (error) {
        throw refusedRows(error, current.table.name);
      }
      batch = [];
      batchChars = 0;
    };

    for await (const { text, number } of lines(file)) {
      if (number === 1) continue; // the header, read already
      const where = `${file}, line ${number}`;
      if (trailer) throw new Error(`${where}: there is more after the end line.`);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new Error(`${where}: not JSON (is the file damaged?).`);
      }
      if (Array.isArray(value)) {
        if (!current) throw new Error(`${where}: a row before any table.`);
        if (value.length !== current.columns.length) {
          throw new Error(
            `${where}: ${value.length} values for the ${current.columns.length} columns of ${current.table.name}.`,
          );
        }
        batch.push(current.load.record(value));
        batchChars += text.length;
        current.rows++;
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      } else if (isTableStart(value)) {
        await flush();
        if (current) read[current.table.name] = current.rows;
        const table = byName.get(value.table);
        if (!table || !header.tables.includes(value.table)) {
          throw new Error(`${where}: the table ${value.table} is not listed in the header.`);
        }
        if (value.table in read) throw new Error(`${where}: ${value.table} appears twice.`);
        const load = tableLoad(table.name, value.columns);
        await checkColumns(tx, table, load.columns);
        current = { table, columns: value.columns, load, rows: 0 };
      } else if (isTrailer(value)) {
        await flush();
        if (current) read[current.table.name] = current.rows;
        current = undefined;
        trailer = value;
      } else {
        throw new Error(`${where}: not a row, a table or the end line.`);
      }
    }
    if (!trailer) {
      throw new Error(
        `${file} ends before its end line: the export was cut short. Nothing was imported.`,
      );
    }
    return checkCounts(tx, tables, header, trailer, read);
  });
}

/**
 * Rows the database refused, told by their table and key (see failure.ts): the batch itself,
 * which Drizzle's error carries whole, holds e-mails and password hashes.
 */
function refusedRows(error: unknown, table: string): unknown {
  const database = databaseError(error);
  if (!database) return error;
  const advice =
    database.constraint === 'users_email_idx'
      ? ' Two accounts of the file have this address once it is written in its one form ' +
        '(trimmed, NFKC, lower-cased), as the store compares addresses. In the store the file ' +
        'comes from, give all but one of them another address (or delete them), then export again.'
      : '';
  return new Refusal(`${describeDatabaseError(database, table)}${advice} Nothing was imported.`);
}
