import { CATEGORIES } from '../../catalogue/categories';

/** How big a products file may be: a shop's whole catalogue, with room to spare. */
export const PRODUCT_CSV_LIMITS = { bytes: 10 * 1024 * 1024, rows: 20_000 } as const;

const list = (names: readonly string[]) => names.map((n) => `‘${n}’`).join(', ');

/** What the import says about a file or a row, in the shop's words. */
export const CSV_MESSAGES = {
  tooBig: 'The file is larger than 10 MB. Split it into smaller files and import each one.',
  tooManyRows: `The file has more than ${PRODUCT_CSV_LIMITS.rows.toLocaleString('en-US')} products. Split it into smaller files and import each one.`,
  notCsv:
    'This is not a CSV file the shop can read. Export the products, change them in a spreadsheet and save as “CSV UTF-8”.',
  unreadable: (why: string) => `The file could not be read as CSV: ${why}`,
  sendFile: 'Send the CSV as text/csv, or as multipart/form-data in a field named file.',
  noFile: 'No file was sent.',
  empty: 'The file is empty.',
  noRows: 'The file has a header but no products.',
  noName: 'The file needs a ‘name’ column: each row is matched to a product by its name.',
  columnTwice: (key: string) => `The column ‘${key}’ is there twice.`,
  unknownColumns: (names: readonly string[]) =>
    `The shop does not know the column${names.length > 1 ? 's' : ''} ${list(names)}. Use the headers of an exported file.`,
  cellCount: (cells: number, columns: number) =>
    `The row has ${cells} cells where the header has ${columns}.`,
  notNumber: (text: string) => `‘${text}’ is not a number.`,
  notYesNo: (text: string) => `write yes or no, not ‘${text}’.`,
  notCategory: (name: string) =>
    name === ''
      ? 'Choose a category.'
      : `‘${name}’ is not a category of the shop (${CATEGORIES.length} categories, as in the product form).`,
  warrantyBy: 'Warranty by: write brand or shop, with the months.',
  warrantyMonths: 'Warranty months: give the months, with who gives the warranty.',
  duplicate: (row: number) =>
    `The same product is on row ${row}: a product can be on one row only.`,
  stale: (exported: number, now: number) =>
    `This product was changed in the shop after the file was exported (version ${exported}, now ${now}). Export again and make the change there.`,
  nameTaken: 'Another product already has this name.',
  specLabelLine: (line: string) =>
    `write each label on its own line as ‘English label = translation’, not ‘${line}’.`,
  noSuchSpec: (label: string) => `the product has no specification ‘${label}’.`,
  specLabelTwice: (label: string) => `‘${label}’ is translated twice.`,
} as const;
