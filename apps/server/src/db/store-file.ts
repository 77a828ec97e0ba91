import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/**
 * The file written by `db:export` and read by `db:import`: NDJSON, one JSON value per line.
 *
 *   {"format":"avstore-store","version":1,...,"tables":["products",...]}   the header
 *   {"table":"products","columns":[{"name":"id","type":"uuid"},...]}       a table begins
 *   ["5f0c…","Shure SM58",...]                                             one row, in column order
 *   {"end":true,"counts":{"products":210,...}}                             the last line
 *
 * Values: SQL NULL is null; booleans and 16/32-bit integers are JSON booleans and numbers; json
 * and jsonb are embedded as JSON; bytea is a base64 string; everything else (timestamps to the
 * microsecond, bigint, numeric, uuid, text) is PostgreSQL's own text form, so it reads back
 * exactly. Timestamps are written in UTC.
 */
export const FORMAT = 'avstore-store';
export const FORMAT_VERSION = 1;

export interface Header {
  format: string;
  version: number;
  exportedAt: string;
  /** Drizzle's migrations applied to the source: how many, and the newest one's timestamp. */
  migrations: MigrationLevel;
  tables: string[];
}

export interface MigrationLevel {
  count: number;
  latest: string | null;
}

export interface Column {
  name: string;
  type: string;
}

export interface TableStart {
  table: string;
  columns: Column[];
}

export interface Trailer {
  end: true;
  counts: Record<string, number>;
}

export interface SchemaTable {
  name: string;
  /** Its PostgreSQL schema ("public" unless the Drizzle table says otherwise). */
  schema: string;
  /** Names of the tables its foreign keys point at (itself excluded). */
  parents: string[];
  /** Primary-key column names, to export in a stable order (empty when it has none). */
  primaryKey: string[];
}

/**
 * Every table of the Drizzle schema, parents before children, so that inserting in this order
 * satisfies every foreign key. A table added to db/schema/ is part of exports without more work.
 * (Drizzle's own bookkeeping, drizzle.__drizzle_migrations, is not in the schema.)
 */
export function schemaTables(): SchemaTable[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table): SchemaTable => {
      const config = getTableConfig(table);
      const parents = config.foreignKeys
        .map((fk) => getTableConfig(fk.reference().foreignTable).name)
        .filter((name) => name !== config.name);
      return {
        name: config.name,
        schema: config.schema ?? 'public',
        parents: [...new Set(parents)],
        primaryKey: [
          ...config.columns.filter((c) => c.primary).map((c) => c.name),
          ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
        ],
      };
    });
  const ordered: SchemaTable[] = [];
  const placed = new Set<string>();
  let rest = tables;
  while (rest.length) {
    const ready = rest.filter((t) => t.parents.every((p) => placed.has(p)));
    if (!ready.length) {
      throw new Error(
        `The foreign keys of ${rest.map((t) => t.name).join(', ')} form a cycle or point outside the schema.`,
      );
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    rest = rest.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** `"schema"."table"`, quoted for SQL. */
export function qualifiedName(table: Pick<SchemaTable, 'name' | 'schema'>): string {
  return `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
}

/** The migrations applied to a database (none when Drizzle's table is missing). */
export const MIGRATION_LEVEL_SQL = `
  SELECT count(*)::int AS count, max(created_at)::text AS latest
  FROM drizzle.__drizzle_migrations`;

export const MIGRATIONS_TABLE_EXISTS_SQL = `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`;

/** The columns of a table as stored (generated columns left out: PostgreSQL computes them). */
export function columnsSql(table: Pick<SchemaTable, 'name' | 'schema'>): string {
  return `
    SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a
    WHERE a.attrelid = to_regclass(${pg.escapeLiteral(qualifiedName(table))})
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY a.attnum`;
}

/** Whether a line of the file is the header, a table start, a row or the trailer. */
export function isTableStart(value: unknown): value is TableStart {
  return typeof value === 'object' && value !== null && 'table' in value && 'columns' in value;
}

export function isTrailer(value: unknown): value is Trailer {
  return typeof value === 'object' && value !== null && 'end' in value && 'counts' in value;
}

export function isHeader(value: unknown): value is Header {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Header).format === FORMAT &&
    Array.isArray((value as Header).tables)
  );
}

/** "210 products, 420 images, …" for the tools' last line. */
export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
}
