import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { databaseSettings, openDatabase } from './open-database';
import {
  columnsSql,
  describeCounts,
  FORMAT,
  FORMAT_VERSION,
  MIGRATION_LEVEL_SQL,
  MIGRATIONS_TABLE_EXISTS_SQL,
  qualifiedName,
  schemaTables,
  type Column,
  type Header,
  type MigrationLevel,
  type SchemaTable,
  type TableStart,
  type Trailer,
} from './store-file';
import { runCli } from './run-cli';

/**
 * `npm run db:export -- --out store.json`: writes every table of the store's database
 * (DATABASE_URL's, else the embedded one of DATA_DIR) to one file, from one consistent snapshot,
 * reading the rows through a cursor so that a large images table is never held in memory.
 * The format is described in store-file.ts; `db:import` reads it back.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    process.stderr.write('Usage: npm run db:export -- --out store.json\n');
    process.exit(2);
  }
  const out = path.resolve(values.out);
  const settings = databaseSettings();
  const log = pino({ level: 'warn' }, pino.destination(2));
  const opened = await openDatabase(settings, log);
  // Written beside the target and renamed at the end: a failed export never looks complete.
  const partial = `${out}.partial`;
  try {
    const counts = await exportTo(opened.database.pool, partial);
    await fs.rename(partial, out);
    const size = (await fs.stat(out)).size;
    process.stdout.write(
      `Exported ${describeCounts(counts)} from ${opened.description} to ${out} ` +
        `(${(size / 1_048_576).toFixed(1)} MB).\n`,
    );
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await opened.close();
  }
}

async function exportTo(pool: pg.Pool, file: string): Promise<Record<string, number>> {
  // A new file, readable by its owner only (one left over, or put there, would keep its mode).
  await fs.rm(file, { force: true });
  const handle = await fs.open(file, 'wx', 0o600);
  const client = await pool.connect().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  try {
    // One snapshot for every table, so the file is consistent even while a store is running.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`SET LOCAL TimeZone = 'UTC'`);
    await client.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
    await client.query(`SET LOCAL IntervalStyle = 'postgres'`);
    await client.query(`SET LOCAL bytea_output = 'hex'`);
    const tables = await presentTables(client);
    const writer = new LineWriter(handle);
    const header: Header = {
      format: FORMAT,
      version: FORMAT_VERSION,
      exportedAt: new Date().toISOString(),
      migrations: await migrationLevel(client),
      tables: tables.map((t) => t.name),
    };
    await writer.line(header);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table.name] = await exportTable(client, table, writer);
    }
    const trailer: Trailer = { end: true, counts };
    await writer.line(trailer);
    await writer.flush();
    await client.query('COMMIT');
    await handle.sync();
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
    client.release();
  }
}

/**
 * The schema's tables that exist in this database (an older store may lack newer ones). A table
 * the schema does not know stops the export: it would be left out silently otherwise.
 */
async function presentTables(client: pg.PoolClient): Promise<SchemaTable[]> {
  const tables = schemaTables();
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  const known = new Set(tables.map((t) => `${t.schema}.${t.name}`));
  const unknown = rows.map((r) => `${r.schema}.${r.name}`).filter((name) => !known.has(name));
  if (unknown.length) {
    throw new Error(
      `The database has tables the store's schema does not know: ${unknown.join(', ')}. ` +
        'This export would leave them out; export with the version of the store that made them.',
    );
  }
  const present = new Set(rows.map((r) => `${r.schema}.${r.name}`));
  return tables.filter((t) => present.has(`${t.schema}.${t.name}`));
}

async function migrationLevel(client: pg.PoolClient): Promise<MigrationLevel> {
  const { rows } = await client.query<{ exists: boolean }>(MIGRATIONS_TABLE_EXISTS_SQL);
  if (!rows[0]?.exists) return { count: 0, latest: null };
  return (await client.query<MigrationLevel>(MIGRATION_LEVEL_SQL)).rows[0]!;
}

const OID = { bool: 16, bytea: 17, int2: 21, int4: 23, json: 114, jsonb: 3802 } as const;
const asText = (value: string) => value;

/**
 * How values leave PostgreSQL (see store-file.ts): only types JSON carries exactly are
 * converted; timestamps, bigint, numeric and the rest stay in PostgreSQL's text form.
 */
const exportTypes = {
  getTypeParser(oid: number) {
    switch (oid) {
      case OID.bool:
        return (value: string) => value === 't';
      case OID.int2:
      case OID.int4:
        return (value: string) => Number(value);
      case OID.json:
      case OID.jsonb:
        return (value: string) => JSON.parse(value) as unknown;
      case OID.bytea:
        return (value: string) => Buffer.from(value.slice(2), 'hex').toString('base64');
      default:
        return asText;
    }
  },
} as pg.CustomTypesConfig;

async function exportTable(
  client: pg.PoolClient,
  table: SchemaTable,
  writer: LineWriter,
): Promise<number> {
  const columns = (await client.query<Column>(columnsSql(table))).rows;
  const start: TableStart = { table: table.name, columns };
  await writer.line(start);
  const list = columns.map((c) => pg.escapeIdentifier(c.name)).join(', ');
  const order = table.primaryKey.length
    ? ` ORDER BY ${table.primaryKey.map((c) => pg.escapeIdentifier(c)).join(', ')}`
    : '';
  await client.query(
    `DECLARE store_export NO SCROLL CURSOR FOR SELECT ${list} FROM ${qualifiedName(table)}${order}`,
  );
  // Rows with files in them are fetched a few at a time.
  const batch = columns.some((c) => c.type === 'bytea') ? 20 : 1000;
  let count = 0;
  for (;;) {
    const { rows } = await client.query<unknown[]>({
      text: `FETCH ${batch} FROM store_export`,
      rowMode: 'array',
      types: exportTypes,
    });
    for (const row of rows) await writer.line(row);
    count += rows.length;
    if (rows.length < batch) break;
  }
  await client.query('CLOSE store_export');
  return count;
}

/** Buffers lines and writes them about a megabyte at a time. */
class LineWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly handle: fs.FileHandle) {}

  async line(value: unknown): Promise<void> {
    const text = `${JSON.stringify(value)}\n`;
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= 1_048_576) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.parts.length) return;
    await this.handle.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}

runCli(main);
