/**
 * A cell that a spreadsheet would run as a formula starts with one of these (OWASP, "CSV
 * Injection"): =, +, -, @, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell made safe to open in a spreadsheet: one that could start a formula gets a leading single
 * quote, so that it shows as text. A number in a number column is left as it is, so that a
 * negative figure stays a figure (docs/decisions/020-product-csv.md).
 */
export function neutraliseCell(text: string, numeric = false): string {
  if (numeric && PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The cell as it was before neutraliseCell, so that an exported file reads back unchanged. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** 1,234.5 as a spreadsheet may write it: commas between thousands. */
const WITH_THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** A number cell: null when empty, undefined when it is not a number. */
export function readNumber(text: string): number | null | undefined {
  const cell = text.trim();
  if (cell === '') return null;
  const plain = WITH_THOUSANDS.test(cell) ? cell.replaceAll(',', '') : cell;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** A yes-or-no cell: empty is no; undefined when it is neither. */
export function readYesNo(text: string): boolean | undefined {
  const cell = text.trim().toLowerCase();
  if (YES.has(cell)) return true;
  if (NO.has(cell)) return false;
  return undefined;
}
