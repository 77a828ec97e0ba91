import { typed, type DocumentText } from './document-text';

const INK = '#0f172a';
const RULE = '#cbd5e1';
/** What the totals' rule and the space under it take at most, for keeping them on one page. */
const RULE_ROOM = 10;

/** The y to draw a block of `height` at: `y`, or the top of a new page when it would not fit. */
export function roomFor(pdf: PDFKit.PDFDocument, y: number, height: number): number {
  if (y + height <= pdf.page.maxY()) return y;
  pdf.addPage();
  return pdf.page.margins.top;
}

/** `value` on one line, its right end at `edge`: how the documents print amounts. */
export function rightAligned(write: DocumentText, value: string, edge: number, y: number): void {
  write.line(value, edge - write.width(value), y);
}

/** How a document spaces its table: the receipt's is roomier than the tax documents'. */
export interface TableSpacing {
  /** The font size of the heading and of each line's name and numbers. */
  size: number;
  /** From the heading's top to the first line's; the rule goes `ruleAbove` above that line. */
  headingHeight: number;
  ruleAbove: number;
  /** Below a line's name (before its notes), and below the whole line. */
  nameGap: number;
  rowGap: number;
}

/** The tables of the quotation and the tax documents. */
export const DENSE_TABLE: TableSpacing = {
  size: 9,
  headingHeight: 14,
  ruleAbove: 3,
  nameGap: 4,
  rowGap: 0,
};

export interface TableRow {
  /** What the line is, wrapped in the first column. */
  name: string;
  /** The numbers, one a column after the first, right-aligned. */
  cells: string[];
  /** Smaller lines under the name (a promo, a warranty). */
  notes?: string[];
}

export interface LineTable {
  left: number;
  right: number;
  /** The first column's heading and width. */
  item: { heading: string; width: number };
  /** Each other column's heading and the right edge of its numbers. */
  columns: { heading: string; edge: number }[];
  rows: TableRow[];
  /** How the notes under a name are set: indented, smaller and grey. */
  notes?: { indent: number; size: number; width: number; lineHeight: number; color: string };
}

/**
 * The lines of a document (quotation, tax invoice, credit note, receipt) as a table from `y`: the
 * headings in bold above a rule, then each line's name wrapped in the first column with its
 * numbers beside it and its notes below, each line on a new page when it would not fit on this
 * one. Gives the y below the last line.
 */
export function drawLineTable(
  pdf: PDFKit.PDFDocument,
  write: DocumentText,
  table: LineTable,
  spacing: TableSpacing,
  top: number,
): number {
  let y = roomFor(pdf, top, spacing.headingHeight);
  pdf.font('Helvetica-Bold').fontSize(spacing.size).fillColor(INK);
  write.line(table.item.heading, table.left, y);
  for (const column of table.columns) rightAligned(write, column.heading, column.edge, y);
  y += spacing.headingHeight;
  pdf
    .moveTo(table.left, y - spacing.ruleAbove)
    .lineTo(table.right, y - spacing.ruleAbove)
    .strokeColor(RULE)
    .stroke();

  for (const row of table.rows) {
    const name = typed(row.name);
    const notes = (row.notes ?? []).map(typed);
    pdf.font('Helvetica').fontSize(spacing.size);
    const nameHeight = write.height(name, { width: table.item.width });
    const noteOptions = table.notes && {
      width: table.notes.width,
      // A note's lines `lineHeight` apart, whatever the font's own line height.
      lineGap: table.notes.lineHeight - pdf.fontSize(table.notes.size).currentLineHeight(true),
    };
    const notesHeight = noteOptions
      ? notes.reduce((sum, note) => sum + write.height(note, noteOptions), 0)
      : 0;
    y = roomFor(pdf, y, nameHeight + spacing.nameGap + notesHeight);
    pdf.fontSize(spacing.size).fillColor(INK);
    const nameBottom = write.paragraph(name, table.left, y, { width: table.item.width });
    table.columns.forEach((column, i) => rightAligned(write, row.cells[i] ?? '', column.edge, y));
    y = nameBottom + spacing.nameGap;
    if (table.notes && noteOptions) {
      pdf.fontSize(table.notes.size).fillColor(table.notes.color);
      for (const note of notes)
        y = write.paragraph(note, table.left + table.notes.indent, y, noteOptions);
    }
    y += spacing.rowGap;
  }
  return y;
}

/** A row of the totals: its label, its amount, and whether it is the total (bold). */
export type TotalRow = [label: string, value: string, bold?: boolean];

/** Where the totals go: the rule from `left` to `right`, the labels from `labelX`. */
export interface TotalsPlace {
  left: number;
  right: number;
  labelX: number;
}

/** How a document sets its totals: the font size and the height of a row, plain and bold. */
export interface TotalsSpacing {
  size: { plain: number; bold: number };
  rowHeight: { plain: number; bold: number };
  /** Below the rule, before the first row. */
  afterRule: number;
  /** Kept free below the rows on the same page (the amount in words that follows). */
  keep: number;
}

/** The totals of the quotation and the tax documents. */
export const DENSE_TOTALS: TotalsSpacing = {
  size: { plain: 9.5, bold: 9.5 },
  rowHeight: { plain: 16, bold: 16 },
  afterRule: 8,
  keep: 40,
};

/**
 * The totals below the lines from `top`: a rule, then each label with its amount right-aligned,
 * the total in bold, kept together on one page. Gives the y below them.
 */
export function drawTotals(
  pdf: PDFKit.PDFDocument,
  write: DocumentText,
  rows: TotalRow[],
  place: TotalsPlace,
  spacing: TotalsSpacing,
  top: number,
): number {
  const height = (bold?: boolean) => (bold ? spacing.rowHeight.bold : spacing.rowHeight.plain);
  const rowsHeight = rows.reduce((sum, [, , bold]) => sum + height(bold), 0);
  let y = roomFor(pdf, top, RULE_ROOM + rowsHeight + spacing.keep);
  pdf.moveTo(place.left, y).lineTo(place.right, y).strokeColor(RULE).stroke();
  y += spacing.afterRule;
  for (const [label, value, bold] of rows) {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? spacing.size.bold : spacing.size.plain)
      .fillColor(INK);
    write.line(label, place.labelX, y);
    rightAligned(write, value, place.right, y);
    y += height(bold);
  }
  return y;
}
