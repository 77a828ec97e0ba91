import { z } from '../../zod';

/** What the import does with a row. */
export const ImportActionSchema = z.enum(['create', 'update', 'unchanged', 'error']);
export type ImportAction = z.infer<typeof ImportActionSchema>;

/** One field a row changes, as the back office shows it. */
export const ImportChangeSchema = z.object({
  /** The column's header: `price`, `attr:powerRms`. */
  column: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

export const ImportRowSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The product's name, as the row gives it (or as it is, for a row without one). */
  product: z.string(),
  /** The product the row was matched to; null for a new one. */
  productId: z.uuid().nullable(),
  action: ImportActionSchema,
  changes: z.array(ImportChangeSchema),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/**
 * The answer to an import: every row with what it does. A real run applies the file only when no
 * row has an error (`applied`); otherwise it changes nothing (docs/decisions/020-product-csv.md).
 */
export const ProductImportResultSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  counts: ImportCountsSchema,
  rows: z.array(ImportRowSchema),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;

/** A dry run unless `dryRun=false` is said: a slip never changes the catalogue. */
export const ProductImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('true'),
});

/** How many rows of each action. */
export function countActions(rows: readonly Pick<ImportRow, 'action'>[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}
