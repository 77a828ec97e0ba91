import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { JOBS_SCHEMA } from './database';
import {
  columnsSql,
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

/**
 * Writes every table of the store's database to `sink` in the store file's format
 * (store-file.ts), from one snapshot, reading rows through a cursor so that the pictures are never
 * all in memory at once. `client` must not be in a transaction: this one opens and ends its own.
 * The snapshot is REPEATABLE READ READ ONLY: it takes only ACCESS SHARE locks, which block no
 * order, payment or back-office change (only DDL and TRUNCATE wait for it). `signal` stops it
 * between two batches. Gives each table's row count.
 */
export async function exportStore(
  client: pg.ClientBase,
  sink: Writable,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    await client.query(`SET LOCAL TimeZone = 'UTC'`);
    await client.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
    await client.query(`SET LOCAL IntervalStyle = 'postgres'`);
    await client.query(`SET LOCAL bytea_output = 'hex'`);
    const tables = await presentTables(client);
    const writer = new LineWriter(sink);
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
      counts[table.name] = await exportTable(client, table, writer, signal);
    }
    const trailer: Trailer = { end: true, counts };
    await writer.line(trailer);
    await writer.flush();
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The schema's tables that exist in this database (an older store may lack newer ones). A table
 * the schema does not know stops the export: it would be left out silently otherwise. The job
 * queue's schema is not the shop's data: its jobs are made again by the store that runs it.
 */
async function presentTables(client: pg.ClientBase): Promise<SchemaTable[]> {
  const tables = schemaTables();
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle', $1)`,
    [JOBS_SCHEMA],
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

async function migrationLevel(client: pg.ClientBase): Promise<MigrationLevel> {
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
  client: pg.ClientBase,
  table: SchemaTable,
  writer: LineWriter,
  signal: AbortSignal | undefined,
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
    signal?.throwIfAborted();
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

/**
 * Gathers lines and writes them about a megabyte at a time, waiting whenever the sink (a
 * compressor, a slow disk) is behind, so the rows read never pile up in memory.
 */
class LineWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly sink: Writable) {}

  async line(value: unknown): Promise<void> {
    const text = `${JSON.stringify(value)}\n`;
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= 1_048_576) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.parts.length) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (this.sink.destroyed) throw this.sink.errored ?? new Error('The output closed early.');
    if (!this.sink.write(chunk)) await once(this.sink, 'drain');
  }
}
