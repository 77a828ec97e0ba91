import {
  amountInWords,
  formatCents,
  formatCentsAmount,
  vatRateWords,
  type Language,
} from '@avstore/core';
import { typed, type TextOptions } from '../pdf/document-text';
import {
  DENSE_TABLE,
  DENSE_TOTALS,
  drawLineTable,
  drawTotals,
  roomFor,
  type TotalRow,
} from '../pdf/line-table';
import { drawTitleAndParties } from '../pdf/parties';
import { newPdfDocument } from '../pdf/pdf-document';
import { taxDocumentWords } from './beside-english';
import type { TaxDocumentRow } from './tax-document';

// A4 with 50 pt margins; the lines' columns by their right edges. The amounts' columns name their
// currency in the heading, so each of their 76 pt has room for 12,345,678.00 (a hall's whole PA).
const LEFT = 50;
const RIGHT = 545;
const HALF = 300;
const PARTY_WIDTH = 235;
const COLUMNS = { qty: 240, unit: 317, net: 393, vat: 469, amount: RIGHT };
const ITEM_WIDTH = 165;

export interface TaxDocumentLine {
  name: string;
  quantity: number;
  unitCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export interface TaxDocumentLayout {
  /** 'TAX INVOICE' or 'CREDIT NOTE', printed large at the top as the format asks. */
  title: string;
  row: TaxDocumentRow;
  /** The invoice's particulars: number, dates, place of supply, payment... */
  details: [string, string][];
  lines: TaxDocumentLine[];
  /** Sentences after the total in words (the order, the warranty terms...). */
  notes: string[];
  /** The order's language: the parties' headings carry their translation (issue #30). */
  language?: Language;
}

/**
 * A tax document as a PDF, laid out as the revised format asks (decision 025): the title, the
 * supplier top left and the purchaser top right with their VAT numbers, the particulars, each line
 * with its quantity, unit price, value without VAT, VAT and amount, the totals (read from the
 * issued document, never computed again) and the total in words.
 */
export async function taxDocumentPdf(layout: TaxDocumentLayout): Promise<Buffer> {
  const { row } = layout;
  const { supplier, buyer } = row;
  const { heading } = taxDocumentWords(layout.language ?? 'en');
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({
    Title: `${supplier.name} ${layout.title.split(' / ')[0]!.toLowerCase()} ${layout.details[0]?.[1] ?? ''}`,
    Author: supplier.name,
  });
  const paragraph = (value: string, x: number, y: number, options: TextOptions) =>
    write.paragraph(typed(value), x, y, options);
  let y = 50;
  const room = (height: number) => (y = roomFor(pdf, y, height));

  // The supplier top left, the purchaser top right.
  y =
    drawTitleAndParties(
      pdf,
      write,
      layout.title,
      LEFT,
      [
        {
          x: LEFT,
          heading: heading('tax.supplier'),
          lines: [
            `VAT No. / TIN: ${supplier.vatNumber}`,
            supplier.name,
            supplier.address,
            `Tel: ${supplier.phone}`,
          ],
        },
        {
          x: HALF,
          heading: heading('tax.purchaser'),
          lines: [
            `VAT No. / TIN: ${buyer.vatNumber ?? 'Not registered'}`,
            buyer.name,
            ...(buyer.contact ? [`Attn: ${buyer.contact}`] : []),
            buyer.address,
            `Tel: ${buyer.phone}`,
          ],
        },
      ],
      PARTY_WIDTH,
      y,
    ) + 16;

  // The particulars, one a row, each label with its value (one run: read back in that order).
  pdf.font('Helvetica').fontSize(9.5).fillColor('#0f172a');
  for (const [label, value] of layout.details) {
    y = paragraph(`${label}: ${value}`, LEFT, y, { width: RIGHT - LEFT }) + 2;
  }
  y += 14;

  y = drawLineTable(
    pdf,
    write,
    {
      left: LEFT,
      right: RIGHT,
      item: { heading: 'Description', width: ITEM_WIDTH },
      columns: [
        { heading: 'Qty', edge: COLUMNS.qty },
        { heading: 'Unit price LKR', edge: COLUMNS.unit },
        { heading: 'Excl. VAT LKR', edge: COLUMNS.net },
        { heading: 'VAT LKR', edge: COLUMNS.vat },
        { heading: 'Amount LKR', edge: COLUMNS.amount },
      ],
      rows: layout.lines.map((line) => ({
        name: line.name,
        cells: [
          String(line.quantity),
          formatCentsAmount(line.unitCents),
          formatCentsAmount(line.netCents),
          formatCentsAmount(line.vatCents),
          formatCentsAmount(line.totalCents),
        ],
      })),
    },
    DENSE_TABLE,
    y,
  );

  // The totals, as issued.
  const totals: TotalRow[] = [
    ['Value of supply excl. VAT', formatCents(row.netCents)],
    [`VAT at ${vatRateWords(row.vatRateBasisPoints)}`, formatCents(row.vatCents)],
    ['Total incl. VAT', formatCents(row.totalCents), true],
  ];
  const place = { left: LEFT, right: RIGHT, labelX: COLUMNS.unit - 60 };
  y = drawTotals(pdf, write, totals, place, DENSE_TOTALS, y);
  pdf.font('Helvetica-Bold').fontSize(9.5);
  y = paragraph(`Amount in words: ${amountInWords(row.totalCents)}`, LEFT, y + 4, {
    width: RIGHT - LEFT,
  });

  pdf.font('Helvetica').fontSize(8.5).fillColor('#64748b');
  for (const note of layout.notes) {
    y += 8;
    room(write.height(note, { width: RIGHT - LEFT }));
    y = paragraph(note, LEFT, y, { width: RIGHT - LEFT });
  }
  pdf.end();
  return done;
}
