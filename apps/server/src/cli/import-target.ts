import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from '../db/database';
import type { TableLoad } from './file-rows';
import {
  columnsSql,
  describeCounts,
  MIGRATION_LEVEL_SQL,
  qualifiedName,
  type Column,
  type Header,
  type MigrationLevel,
  type SchemaTable,
  type Trailer,
} from '../db/store-file';

/** A refusal the user can act on; its message is the whole story. */
export class Refusal extends Error {}

/**
 * The table being read from the file: its columns as the file lists them, how its rows are
 * written (file-rows.ts), and its rows so far.
 */
export interface Current {
  table: SchemaTable;
  columns: Column[];
  load: TableLoad;
  rows: number;
}

/**
 * The store's texts (names, addresses, e-mails in any script) need a UTF-8 database; its
 * collation may be any (C, C.UTF-8, en_US.UTF-8): the store compares e-mails byte for byte.
 */
export async function checkEncoding(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ encoding: string; database: string }>(
    `SELECT current_setting('server_encoding') AS encoding, current_database() AS database`,
  );
  const { encoding, database } = rows[0]!;
  if (encoding !== 'UTF8') {
    throw new Refusal(
      `The database ${database} is in the encoding ${encoding}; the store needs UTF8. Create it ` +
        `with ENCODING 'UTF8' (see docs/deploy.md, "Moving an embedded store"), then import.`,
    );
  }
}

/** A file from a newer store may hold columns this one lacks: update the store first. */
export async function checkMigrationLevel(tx: Tx, source: MigrationLevel): Promise<void> {
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

/**
 * Refuses a database that holds anything, naming what it holds, with `advice`; unless `force`:
 * then it is emptied first.
 */
export async function emptyTarget(
  tx: Tx,
  tables: SchemaTable[],
  force: boolean,
  advice: string,
): Promise<void> {
  const held: Record<string, number> = {};
  for (const table of tables) {
    const n = await countRows(tx, table);
    if (n > 0) held[table.name] = n;
  }
  if (!Object.keys(held).length) return;
  if (!force) {
    throw new Refusal(
      `The target database is not empty (it holds ${describeCounts(held)}). Loading the file ` +
        `would mix two stores. ${advice}`,
    );
  }
  await tx.execute(`TRUNCATE ${tables.map(qualifiedName).join(', ')} RESTART IDENTITY`);
}

export async function checkColumns(tx: Tx, table: SchemaTable, columns: Column[]): Promise<void> {
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

/**
 * One INSERT per batch: PostgreSQL turns each JSON value into its column's type with that
 * type's own input function, so text forms (timestamps to the microsecond) come back exactly.
 */
export async function insertRows(tx: Tx, current: Current, batch: Record<string, unknown>[]) {
  const name = sql.raw(qualifiedName(current.table));
  const list = sql.raw(current.load.columns.map((c) => pg.escapeIdentifier(c.name)).join(', '));
  await tx.execute(
    sql`INSERT INTO ${name} (${list}) OVERRIDING SYSTEM VALUE
        SELECT ${list} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(batch)}::json)`,
  );
}

/** Tables the database fills itself from others' rows when a file does not carry them. */
const FILLED_BY_THE_DATABASE = ['product_slugs'];

/** The rows read, the file's own counts and the rows now in the database must all agree. */
export async function checkCounts(
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
    // A file from before product_slugs: the products' trigger filled it as they came in.
    const filledByDatabase = !inFile && FILLED_BY_THE_DATABASE.includes(table.name);
    if (stored !== expected && !filledByDatabase)
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
