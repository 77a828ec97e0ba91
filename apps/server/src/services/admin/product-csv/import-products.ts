import { sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  countActions,
  planProductImport,
  readProductFile,
  type AdminProduct,
  type PlannedRow,
  type ProductImportResult,
  type RowValues,
  type User,
} from '@avstore/core';
import { transaction, type DbOrTx, type Db, type Tx } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { products } from '../../../db/schema';
import { AppError } from '../../../errors';
import { recordAudits, type AuditEntry } from '../../audit/record-audit';
import { toAdminProduct, toColumns } from '../product-columns';
import { readCsv } from './read-csv';

const INSERTS_AT_ONCE = 500;

/** The products the rows may be about: those with their names, or their SKUs. */
async function candidates(db: DbOrTx, rows: readonly RowValues[], lock: boolean) {
  const strings = (key: string) => [
    ...new Set(
      rows.flatMap((r) => {
        const value = r.fields[key];
        return typeof value === 'string' && value.trim() ? [value.trim()] : [];
      }),
    ),
  ];
  // One array parameter each, however many rows the file has.
  const query = db
    .select()
    .from(products)
    .where(
      sql`${products.name} = any(${sql.param(strings('name'))}::text[])
        or (${products.sku} <> '' and ${products.sku} = any(${sql.param(strings('sku'))}::text[]))`,
    );
  const found = lock ? await query.for('update') : await query;
  return found.map(toAdminProduct);
}

const answer = (rows: PlannedRow[], dryRun: boolean, applied: boolean): ProductImportResult => ({
  dryRun,
  applied,
  counts: countActions(rows),
  // The plan's data for applying stays on the server.
  rows: rows.map(({ create: _c, update: _u, ...row }) => row),
});

/** Every create and update of the plan, each recorded in the audit log as `product.import`. */
async function apply(tx: Tx, actor: User, planned: PlannedRow[]) {
  const audits: AuditEntry[] = [];
  const record = (before: AdminProduct | null, after: AdminProduct) =>
    audits.push({
      actor,
      action: 'product.import',
      entity: 'product',
      entityId: after.id,
      before,
      after,
    });
  const creates = planned.flatMap((r) => (r.create ? [r.create] : []));
  for (let i = 0; i < creates.length; i += INSERTS_AT_ONCE) {
    const values = creates
      .slice(i, i + INSERTS_AT_ONCE)
      .map((c) => ({ ...(toColumns(c) as typeof products.$inferInsert), pictures: [] }));
    for (const row of await tx.insert(products).values(values).returning())
      record(null, toAdminProduct(row));
  }
  for (const { update } of planned) {
    if (!update) continue;
    const [row] = await tx
      .update(products)
      .set({
        ...toColumns(update.fields),
        version: sql`${products.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        sql`${products.id} = ${update.before.id} and ${products.version} = ${update.before.version}`,
      )
      .returning();
    // The row is locked since it was read: a different version here is a bug, not a race.
    if (!row) throw new AppError('conflict', ADMIN_MESSAGES.staleVersion, 'stale_version');
    record(update.before, toAdminProduct(row));
  }
  await recordAudits(tx, audits);
}

/**
 * Reads a products CSV and plans it row by row; a dry run stops there. A real run plans again on
 * the products locked in its transaction and applies every row, or none when any row has an
 * error (docs/decisions/020-product-csv.md): a shop owner never gets half a file.
 */
export async function importProducts(
  db: Db,
  actor: User,
  bytes: Buffer,
  dryRun: boolean,
): Promise<ProductImportResult> {
  const file = readProductFile(await readCsv(bytes));
  if ('error' in file) throw new AppError('invalid', file.error, 'bad_file');
  if (dryRun) {
    const found = await candidates(db, file.rows, false);
    return answer(planProductImport(file.columns, file.rows, found), true, false);
  }
  try {
    return await transaction(db, async (tx) => {
      const found = await candidates(tx, file.rows, true);
      const planned = planProductImport(file.columns, file.rows, found);
      if (planned.some((r) => r.action === 'error')) return answer(planned, false, false);
      await apply(tx, actor, planned);
      return answer(planned, false, true);
    });
  } catch (error) {
    // A product of the same name created meanwhile by someone else.
    if (isUniqueViolation(error))
      throw new AppError('conflict', ADMIN_MESSAGES.nameTaken, 'name_taken');
    throw error;
  }
}
