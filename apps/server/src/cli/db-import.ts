import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { migrateAndPrepare, transaction, type Db, type Tx } from '../db/database';
import { databaseSettings, openDatabase } from './open-database';
import {
  columnsSql,
  describeCounts,
  FORMAT_VERSION,
  isHeader,
  isTableStart,
  isTrailer,
  MIGRATION_LEVEL_SQL,
  qualifiedName,
  schemaTables,
  type Column,
  type Header,
  type MigrationLevel,
  type SchemaTable,
  type Trailer,
} from './store-file';
import { runCli } from './run-cli';

/** Rows per INSERT, and the most JSON text one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1_048_576;

/** A refusal the user can act on; its message is the whole story. */
class Refusal extends Error {}

/**
 * `npm run db:import -- --in store.json [--force]`: loads a file written by `db:export` into
 * the store's database (DATABASE_URL's, else the embedded one of DATA_DIR). It migrates the
 * database first, refuses one that already holds data unless --force (which empties it), and
 * inserts everything in foreign-key order in one transaction, checking the counts before it
 * commits. Password hashes are copied as they are.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { in: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (!values.in) {
    process.stderr.write('Usage: npm run db:import -- --in store.json [--force]\n');
    process.exit(2);
  }
  const file = path.resolve(values.in);
  // The header is checked before the database is touched.
  const header = await readHeader(file);
  const settings = databaseSettings();
  const log = pino({ level: 'warn' }, pino.destination(2));
  const opened = await openDatabase(settings, log);
  try {
    let counts: Record<string, number> = {};
    // Under the start-up lock: a store starting meanwhile waits, then finds the data (and
    // does not seed the demo catalogue into it).
    await migrateAndPrepare(opened.database, async (db) => {
      counts = await load(db, file, header, values.force ?? false);
    });
    process.stdout.write(`Imported ${describeCounts(counts)} into ${opened.description}.\n`);
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

/** The file's lines with their numbers (1-based), read as a stream. */
async function* lines(file: string): AsyncGenerator<{ text: string; number: number }> {
  const input = createReadStream(file, { encoding: 'utf8' });
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of reader) {
      number++;
      if (text.trim()) yield { text, number };
    }
  } finally {
    reader.close();
    input.destroy();
  }
}

interface Current {
  table: SchemaTable;
  columns: Column[];
  rows: number;
}

async function load(
  db: Db,
  file: string,
  header: Header,
  force: boolean,
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
    await emptyTarget(tx, tables, force);

    const read: Record<string, number> = {};
    let current: Current | undefined;
    let trailer: Trailer | undefined;
    let batch: Record<string, unknown>[] = [];
    let batchChars = 0;
    const flush = async () => {
      if (!current || !batch.length) return;
      await insertRows(tx, current, batch);
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
        batch.push(toRecord(current.columns, value));
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
        await checkColumns(tx, table, value.columns);
        current = { table, columns: value.columns, rows: 0 };
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

/** A file from a newer store may hold columns this one lacks: update the store first. */
async function checkMigrationLevel(tx: Tx, source: MigrationLevel): Promise<void> {
  const { rows } = await tx.execute<{ count: number; latest: string | null }>(MIGRATION_LEVEL_SQL);
  const target = rows[0];
  if (source.latest && (!target?.latest || BigInt(source.latest) > BigInt(target.latest))) {
    throw new Refusal(
      `The file was exported by a newer version of the store (its database had ${source.count} ` +
        `migrations, this one has ${target?.count ?? 0}). Update this store, then import.`,
    );
  }
}

async function countRows(tx: Tx, table: SchemaTable): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${qualifiedName(table)}`,
  );
  return rows[0]!.n;
}

/** Refuses a database that holds anything, unless --force: then it is emptied first. */
async function emptyTarget(tx: Tx, tables: SchemaTable[], force: boolean): Promise<void> {
  const held: Record<string, number> = {};
  for (const table of tables) {
    const n = await countRows(tx, table);
    if (n > 0) held[table.name] = n;
  }
  if (!Object.keys(held).length) return;
  if (!force) {
    throw new Refusal(
      `The target database is not empty (it holds ${describeCounts(held)}). Importing would ` +
        'mix two stores. Import into an empty database, or run again with --force to delete ' +
        'everything in this one first.',
    );
  }
  await tx.execute(`TRUNCATE ${tables.map(qualifiedName).join(', ')} RESTART IDENTITY`);
}

async function checkColumns(tx: Tx, table: SchemaTable, columns: Column[]): Promise<void> {
  const { rows } = await tx.execute<{ name: string }>(columnsSql(table));
  const present = new Set(rows.map((r) => r.name));
  const missing = columns.filter((c) => !present.has(c.name)).map((c) => c.name);
  if (missing.length) {
    throw new Refusal(
      `The table ${table.name} of this database has no column ${missing.join(', ')}: the file ` +
        'comes from another version of the store. Import it with that version or a newer one.',
    );
  }
}

/** A row of the file as a JSON record for json_populate_recordset; bytea goes as hex. */
function toRecord(columns: Column[], values: unknown[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const value = values[i];
    record[column.name] =
      column.type === 'bytea' && typeof value === 'string'
        ? `\\x${Buffer.from(value, 'base64').toString('hex')}`
        : value;
  });
  return record;
}

/**
 * One INSERT per batch: PostgreSQL turns each JSON value into its column's type with that
 * type's own input function, so text forms (timestamps to the microsecond) come back exactly.
 */
async function insertRows(tx: Tx, current: Current, batch: Record<string, unknown>[]) {
  const name = sql.raw(qualifiedName(current.table));
  const list = sql.raw(current.columns.map((c) => pg.escapeIdentifier(c.name)).join(', '));
  await tx.execute(
    sql`INSERT INTO ${name} (${list}) OVERRIDING SYSTEM VALUE
        SELECT ${list} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(batch)}::json)`,
  );
}

/** The rows read, the file's own counts and the rows now in the database must all agree. */
async function checkCounts(
  tx: Tx,
  tables: SchemaTable[],
  header: Header,
  trailer: Trailer,
  read: Record<string, number>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const problems: string[] = [];
  for (const table of tables) {
    const inFile = header.tables.includes(table.name);
    const expected = inFile ? (trailer.counts[table.name] ?? -1) : 0;
    const got = read[table.name] ?? 0;
    const stored = await countRows(tx, table);
    if (inFile && !(table.name in read)) problems.push(`${table.name} is missing from the file`);
    if (got !== expected)
      problems.push(`${table.name}: ${got} rows read, the file says ${expected}`);
    if (stored !== expected)
      problems.push(`${table.name}: ${stored} rows in the database, the file says ${expected}`);
    if (inFile) counts[table.name] = stored;
    await resetSequences(tx, table);
  }
  if (problems.length) {
    throw new Error(
      `The import does not add up, nothing was imported:\n  ${problems.join('\n  ')}`,
    );
  }
  return counts;
}

/** Serial and identity columns continue after the imported rows (the store has none today). */
async function resetSequences(tx: Tx, table: SchemaTable): Promise<void> {
  const qualified = qualifiedName(table);
  const { rows } = await tx.execute<{ name: string; sequence: string | null }>(
    sql`SELECT a.attname AS name, pg_get_serial_sequence(${qualified}, a.attname) AS sequence
        FROM pg_attribute a
        WHERE a.attrelid = to_regclass(${qualified}) AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const { name, sequence } of rows) {
    if (!sequence) continue;
    await tx.execute(
      sql`SELECT setval(${sequence}::regclass, m) FROM
          (SELECT max(${sql.raw(pg.escapeIdentifier(name))}) AS m FROM ${sql.raw(qualified)}) s
          WHERE m IS NOT NULL`,
    );
  }
}

runCli(main);
