import type { AttributeValues } from '../../catalogue/attributes';
import {
  attributeColumn,
  ATTRIBUTE_COLUMN_PREFIX,
  CHOICE_SEPARATOR,
  PRODUCT_CSV_FIELDS,
  RETIRED_CSV_FIELDS,
  type ProductCsvColumn,
} from './columns';
import { readNumber, readYesNo, restoreCell } from './cells';
import { CSV_MESSAGES, PRODUCT_CSV_LIMITS } from './limits';
import { TRANSLATION_CSV_COLUMNS, type RowTranslations } from './translations';

/** What one row of the file says, field by field; only the columns of the file are present. */
export interface RowValues {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  /** The product's fields (not yet checked by the product schema); null is an empty cell. */
  fields: Record<string, unknown>;
  /** Typed specifications by key; null clears one. */
  attributes: Record<string, number | string[] | null>;
  /** The Sinhala and Tamil texts of the file's columns, as written (issue #30). */
  translations: RowTranslations;
  /** The version the row was exported at, when the file has one. */
  version?: number;
  /** What could not even be read: a number that is not one, a row cut short. */
  errors: string[];
  /** The fields whose cells could not be read, so the schema does not complain of them again. */
  unread: string[];
}

/** The columns of a file: read from its header, or a sentence saying why the file is refused. */
export type ReadHeader = { columns: ProductCsvColumn[] } | { error: string };

const FIELD_BY_KEY = new Map<string, ProductCsvColumn>(
  [...PRODUCT_CSV_FIELDS, ...RETIRED_CSV_FIELDS, ...TRANSLATION_CSV_COLUMNS].map((c) => [
    c.key.toLowerCase(),
    c,
  ]),
);
/** Exported to be read, never written back: the version alone is read, to find stale rows. */
const skipped = (column: ProductCsvColumn) =>
  column.type === 'field' && column.readOnly && column.key !== 'version';

/** The header row: every column must be one the shop knows, once, and `name` must be there. */
export function readHeader(cells: readonly string[]): ReadHeader {
  const columns: ProductCsvColumn[] = [];
  const unknown: string[] = [];
  for (const raw of cells) {
    const cell = raw.trim();
    const lower = cell.toLowerCase();
    const column = lower.startsWith(ATTRIBUTE_COLUMN_PREFIX)
      ? attributeColumn(cell.slice(ATTRIBUTE_COLUMN_PREFIX.length).trim())
      : FIELD_BY_KEY.get(lower);
    if (!column) unknown.push(cell);
    else if (columns.some((c) => c.key === column.key))
      return { error: CSV_MESSAGES.columnTwice(column.key) };
    else columns.push(column);
  }
  if (unknown.length) return { error: CSV_MESSAGES.unknownColumns(unknown) };
  if (!columns.some((c) => c.key === 'name')) return { error: CSV_MESSAGES.noName };
  return { columns };
}

/** One row of cells, read by the header's columns. */
export function readRow(
  columns: readonly ProductCsvColumn[],
  cells: readonly string[],
  row: number,
): RowValues {
  const values: RowValues = {
    row,
    fields: {},
    attributes: {},
    translations: {},
    errors: [],
    unread: [],
  };
  if (cells.length !== columns.length)
    values.errors.push(CSV_MESSAGES.cellCount(cells.length, columns.length));
  columns.forEach((column, index) => {
    const text = restoreCell(cells[index] ?? '');
    const fail = (message: string) => {
      values.errors.push(`${column.label}: ${message}`);
      values.unread.push(column.key);
    };
    if (column.type === 'attribute') {
      const { attribute } = column;
      if (text.trim() === '') values.attributes[attribute.key] = null;
      else if (attribute.kind === 'choice')
        values.attributes[attribute.key] = text
          .split(CHOICE_SEPARATOR.trim())
          .map((s) => s.trim())
          .filter(Boolean);
      else {
        const n = readNumber(text);
        if (n == null) fail(CSV_MESSAGES.notNumber(text));
        else values.attributes[attribute.key] = n;
      }
      return;
    }
    if (column.type === 'translation') {
      const texts = (values.translations[column.language] ??= {});
      texts[column.text] = text.replace(/\r\n?/g, '\n');
      return;
    }
    if (skipped(column)) return;
    if (column.kind === 'number') {
      const n = readNumber(text);
      if (n === undefined) fail(CSV_MESSAGES.notNumber(text));
      else if (column.key === 'version') values.version = n ?? undefined;
      else values.fields[column.key] = n;
    } else if (column.kind === 'yesno') {
      const b = readYesNo(text);
      if (b === undefined) fail(CSV_MESSAGES.notYesNo(text));
      else values.fields[column.key] = b;
    } else if (column.key === 'category') values.fields.category = text.trim();
    else if (column.key === 'promoCode' || column.key === 'warrantyBy') {
      values.fields[column.key] = text.trim() === '' ? null : text.trim();
    } else values.fields[column.key] = text.replace(/\r\n?/g, '\n');
  });
  return values;
}

/** The typed specifications after the row: the product's, with the row's columns laid over. */
export function mergeAttributes(
  current: AttributeValues,
  given: RowValues['attributes'],
): AttributeValues {
  const merged: AttributeValues = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** A whole file of cells: the header first. Throws nothing; a refused file is an `error`. */
export function readProductFile(
  records: readonly (readonly string[])[],
): { columns: ProductCsvColumn[]; rows: RowValues[] } | { error: string } {
  const [header, ...body] = records;
  if (!header) return { error: CSV_MESSAGES.empty };
  if (body.length > PRODUCT_CSV_LIMITS.rows) return { error: CSV_MESSAGES.tooManyRows };
  const read = readHeader(header);
  if ('error' in read) return read;
  const rows = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, row }) => readRow(read.columns, cells, row));
  if (rows.length === 0) return { error: CSV_MESSAGES.noRows };
  return { columns: read.columns, rows };
}
