import type { z } from '../../zod';
import { CreateProductRequestSchema, type AdminProduct, type CreateProductData } from '../admin';
import { cellText, PRODUCT_CSV_FIELDS, shownText, type ProductCsvColumn } from './columns';
import { CSV_MESSAGES } from './limits';
import { mergeAttributes, type RowValues } from './read-file';
import type { ImportChange, ImportRow } from './result';
import { TRANSLATION_CSV_COLUMNS, translationsAfter } from './translations';

/** A row with what applying it takes: a product to create, or the fields to change on one. */
export interface PlannedRow extends ImportRow {
  create?: CreateProductData;
  update?: { before: AdminProduct; fields: Partial<CreateProductData> };
}

const LABELS = new Map<string, string>([
  ...PRODUCT_CSV_FIELDS.map((c) => [c.key, c.label] as const),
  ['warranty', 'Warranty'],
]);

/** A schema's refusal in the shop's words, named by its column; a typed one names itself. */
function issueMessage(issue: z.core.$ZodIssue, row: RowValues): string {
  const [field, inner, text] = issue.path.map(String);
  if (field === 'attributes') return issue.message;
  if (field === 'translations') {
    const column = TRANSLATION_CSV_COLUMNS.find((c) => c.language === inner && c.text === text);
    return column ? `${column.label}: ${issue.message}` : issue.message;
  }
  if (field === 'category') {
    const given = typeof row.fields.category === 'string' ? row.fields.category.trim() : '';
    return `Category: ${CSV_MESSAGES.notCategory(given)}`;
  }
  const label = field === 'warranty' && inner ? LABELS.get(`warranty${cap(inner)}`) : undefined;
  const name = label ?? LABELS.get(field ?? '');
  return name ? `${name}: ${issue.message}` : issue.message;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The warranty after the row: its two columns together, either laid over the product's. */
function warrantyOf(row: RowValues, current: AdminProduct | undefined, errors: string[]) {
  const { warrantyMonths, warrantyBy } = row.fields;
  if (warrantyMonths === undefined && warrantyBy === undefined) return undefined;
  const months = warrantyMonths === undefined ? current?.warranty?.months : warrantyMonths;
  const by = warrantyBy === undefined ? current?.warranty?.by : warrantyBy;
  if (months == null && by == null) return null;
  if (months == null) errors.push(CSV_MESSAGES.warrantyMonths);
  else if (by == null) errors.push(CSV_MESSAGES.warrantyBy);
  return { months, by };
}

/** The fields a product was made from, as a request would give them. */
function fieldsOf(product: AdminProduct) {
  const {
    id: _i,
    slug: _s,
    version: _v,
    archived: _a,
    draft: _d,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = product;
  return rest;
}

/** The field a column writes: the warranty's two columns write one, every specification another. */
function fieldOf(column: ProductCsvColumn): keyof CreateProductData {
  if (column.type === 'attribute') return 'attributes';
  if (column.type === 'translation') return 'translations';
  if (column.key.startsWith('warranty')) return 'warranty';
  return column.key as keyof CreateProductData;
}

interface Lookup {
  byName: ReadonlyMap<string, AdminProduct>;
  bySku: ReadonlyMap<string, readonly AdminProduct[]>;
}

/** The product a row is about: by its SKU when exactly one product has it, else by its name. */
function matchOf(row: RowValues, { byName, bySku }: Lookup): AdminProduct | undefined {
  const sku = typeof row.fields.sku === 'string' ? row.fields.sku.trim() : '';
  const withSku = sku ? bySku.get(sku) : undefined;
  if (withSku?.length === 1) return withSku[0];
  return typeof row.fields.name === 'string' ? byName.get(row.fields.name.trim()) : undefined;
}

/** One row against the product it matched (none: a new product). */
function planRow(
  columns: readonly ProductCsvColumn[],
  row: RowValues,
  current: AdminProduct | undefined,
  lookup: Lookup,
): PlannedRow {
  const errors = [...row.errors];
  const { warrantyMonths: _m, warrantyBy: _b, ...fields } = row.fields;
  const warranty = warrantyOf(row, current, errors);
  const translations = translationsAfter(row.translations, current, (column, message) =>
    errors.push(`${column.label}: ${message}`),
  );
  const parsed = CreateProductRequestSchema.safeParse({
    ...(current && fieldsOf(current)),
    ...fields,
    ...(warranty !== undefined && { warranty }),
    ...(translations !== undefined && { translations }),
    attributes: mergeAttributes(current?.attributes ?? {}, row.attributes),
  });
  const given = typeof row.fields.name === 'string' ? row.fields.name.trim() : '';
  const answer = (changes: ImportChange[], extra: Partial<PlannedRow> = {}): PlannedRow => ({
    row: row.row,
    product: given || current?.name || '',
    productId: current?.id ?? null,
    action: errors.length ? 'error' : !current ? 'create' : changes.length ? 'update' : 'unchanged',
    changes,
    errors,
    ...(errors.length === 0 && extra),
  });
  if (!parsed.success) {
    const fresh = parsed.error.issues.filter((i) => !row.unread.includes(String(i.path[0])));
    errors.push(...new Set(fresh.map((issue) => issueMessage(issue, row))));
    return answer([]);
  }
  if (errors.length) return answer([]);
  const data = parsed.data;
  const after = { ...(current ?? { archived: false }), ...data } as AdminProduct;
  const blank = { attributes: {} } as AdminProduct;
  const changed = columns.filter(
    (c) =>
      !(c.type === 'field' && c.readOnly) && cellText(current ?? blank, c) !== cellText(after, c),
  );
  const changes = changed.map((c) => ({
    column: c.key,
    label: c.label,
    before: current ? shownText(current, c) : '—',
    after: shownText(after, c),
  }));
  if (!current) return answer(changes, { create: data });
  const other = lookup.byName.get(data.name);
  if (other && other.id !== current.id) errors.push(`Name: ${CSV_MESSAGES.nameTaken}`);
  if (changes.length && row.version !== undefined && row.version !== current.version)
    errors.push(CSV_MESSAGES.stale(row.version, current.version));
  const update = Object.fromEntries(changed.map((c) => [fieldOf(c), data[fieldOf(c)]]));
  return answer(changes, { update: { before: current, fields: update } });
}

/**
 * What importing `rows` would do to the catalogue, given the products their names and SKUs
 * match: each row created, updated, unchanged or refused with its reasons. Pure: the server
 * fetches `candidates` and applies the plan.
 */
export function planProductImport(
  columns: readonly ProductCsvColumn[],
  rows: readonly RowValues[],
  candidates: readonly AdminProduct[],
): PlannedRow[] {
  const bySku = new Map<string, AdminProduct[]>();
  for (const p of candidates) if (p.sku) bySku.set(p.sku, [...(bySku.get(p.sku) ?? []), p]);
  const lookup: Lookup = { byName: new Map(candidates.map((p) => [p.name, p])), bySku };
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const current = matchOf(row, lookup);
    const planned = planRow(columns, row, current, lookup);
    // A product twice in one file: which row wins would be a guess, so the later one is refused.
    const keys = [current?.id, `name:${planned.product}`].filter((k) => k !== undefined);
    const first = keys.map((k) => seen.get(k)).find((n) => n !== undefined);
    for (const key of keys) if (!seen.has(key)) seen.set(key, row.row);
    if (first === undefined) return planned;
    const { create: _c, update: _u, ...rest } = planned;
    return { ...rest, action: 'error', errors: [...rest.errors, CSV_MESSAGES.duplicate(first)] };
  });
}
