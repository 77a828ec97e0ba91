import { Readable, pipeline } from 'node:stream';
import { asc, gt, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import {
  ATTRIBUTES,
  cellText,
  exportColumns,
  neutraliseCell,
  type ProductCsvColumn,
} from '@avstore/core';
import type { Db } from '../../../db/database';
import { products } from '../../../db/schema';
import { toAdminProduct } from '../product-columns';

/** Products read per query: a catalogue of 50,000 is never held at once. */
const PAGE = 500;
const ORDER = new Map(Object.keys(ATTRIBUTES).map((key, index) => [key, index]));

/** The typed specifications some product has, in the order the shop defines them. */
async function attributeKeysInUse(db: Db): Promise<string[]> {
  const rows = await db.execute<{ key: string }>(
    sql`select distinct jsonb_object_keys(${products.attributes}) as key from ${products}`,
  );
  return rows.rows
    .map((r) => r.key)
    .filter((key) => ORDER.has(key))
    .sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** Every product, archived ones too, by name, a page at a time (keyset: names are unique). */
async function* everyProduct(db: Db) {
  let last: string | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(products)
      .where(last === undefined ? undefined : gt(products.name, last))
      .orderBy(asc(products.name))
      .limit(PAGE);
    for (const row of page) yield toAdminProduct(row);
    if (page.length < PAGE) return;
    last = page.at(-1)!.name;
  }
}

async function* records(db: Db, columns: ProductCsvColumn[]) {
  yield columns.map((c) => c.key);
  for await (const product of everyProduct(db))
    yield columns.map((c) => neutraliseCell(cellText(product, c), c.kind === 'number'));
}

/**
 * The catalogue as CSV (docs/decisions/020-product-csv.md): UTF-8 with a byte order mark so that
 * Excel reads Sinhala and Tamil right, a header, a row per product, cells neutralised against
 * formulas. Streamed: the rows are written as the pages arrive, with the stream's back-pressure.
 * The columns are read first, so that a database that is down answers 503, not half a file.
 */
export async function exportProducts(db: Db, today: string) {
  const columns = exportColumns(await attributeKeysInUse(db));
  // A failure half way destroys the answer, which the client sees as a download cut short.
  const stream = pipeline(Readable.from(records(db, columns)), stringify({ bom: true }), () => {});
  return { stream, fileName: `products-${today}.csv` };
}
