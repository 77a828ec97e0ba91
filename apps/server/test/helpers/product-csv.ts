// The products CSV through HTTP, as the back office sends and takes it (docs/decisions/020-product-csv.md).
import { parse } from 'csv-parse/sync';
import type { ProductImportResult } from '@avstore/core';
import type { TestApp } from './test-app';

/** GET /api/admin/products/export.csv: the answer, its bytes and its text. */
export async function exportCsv(t: TestApp, token: string) {
  const res = await fetch(`${t.url}/api/admin/products/export.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

/** A CSV's rows, read with the library the server writes it with. */
export const rowsOf = (text: string) => parse(text, { bom: true }) as string[][];

/** Rows as a CSV, every cell quoted. */
export const csvOf = (rows: string[][]) =>
  rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n');

/** POST /api/admin/products/import: a dry run unless told. */
export async function importCsv(
  t: TestApp,
  token: string,
  csv: string | Buffer,
  { dryRun = true, type = 'text/csv' } = {},
) {
  const res = await fetch(`${t.url}/api/admin/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: csv,
  });
  return {
    status: res.status,
    body: (await res.json()) as ProductImportResult & { message?: string },
  };
}
