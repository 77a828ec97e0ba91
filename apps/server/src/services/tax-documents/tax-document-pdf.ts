import { amountInWords, formatCents, vatRateWords } from '@avstore/core';
import { typed, type TextOptions } from '../pdf/document-text';
import { newPdfDocument } from '../pdf/pdf-document';
import type { TaxDocumentRow } from './tax-document';

// A4 with 50 pt margins; the lines' columns by their right edges.
const LEFT = 50;
const RIGHT = 545;
const HALF = 300;
const PARTY_WIDTH = 235;
const COLUMNS = { qty: 270, unit: 345, net: 415, vat: 475, amount: RIGHT };
const ITEM_WIDTH = 200;

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
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({
    Title: `${supplier.name} ${layout.title.toLowerCase()} ${layout.details[0]?.[1] ?? ''}`,
    Author: supplier.name,
  });
  const text = (value: string, x: number, y: number) => write.line(value, x, y);
  const right = (value: string, edge: number, y: number) =>
    text(value, edge - write.width(value), y);
  const paragraph = (value: string, x: number, y: number, options: TextOptions) =>
    write.paragraph(typed(value), x, y, options);
  let y = 50;
  const room = (height: number) => {
    if (y + height <= pdf.page.maxY()) return;
    pdf.addPage();
    y = pdf.page.margins.top;
  };

  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a');
  text(layout.title, LEFT, y);
  y += 34;

  // The supplier top left, the purchaser top right.
  const party = (x: number, heading: string, lines: string[]) => {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a');
    text(heading, x, y);
    pdf.font('Helvetica').fontSize(9.5).fillColor('#334155');
    return lines.reduce((top, line) => paragraph(line, x, top, { width: PARTY_WIDTH }), y + 14);
  };
  const below = Math.max(
    party(LEFT, 'Supplier', [
      `VAT No. / TIN: ${supplier.vatNumber}`,
      supplier.name,
      supplier.address,
      `Tel: ${supplier.phone}`,
    ]),
    party(HALF, 'Purchaser', [
      `VAT No. / TIN: ${buyer.vatNumber ?? 'Not registered'}`,
      buyer.name,
      ...(buyer.contact ? [`Attn: ${buyer.contact}`] : []),
      buyer.address,
      `Tel: ${buyer.phone}`,
    ]),
  );
  y = below + 16;

  // The particulars, one a row, each label with its value (one run: read back in that order).
  pdf.font('Helvetica').fontSize(9.5).fillColor('#0f172a');
  for (const [label, value] of layout.details) {
    y = paragraph(`${label}: ${value}`, LEFT, y, { width: RIGHT - LEFT }) + 2;
  }
  y += 14;

  // The lines.
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#0f172a');
  text('Description', LEFT, y);
  right('Qty', COLUMNS.qty, y);
  right('Unit price', COLUMNS.unit, y);
  right('Value excl. VAT', COLUMNS.net, y);
  right('VAT', COLUMNS.vat, y);
  right('Amount', COLUMNS.amount, y);
  y += 14;
  pdf
    .moveTo(LEFT, y - 3)
    .lineTo(RIGHT, y - 3)
    .strokeColor('#cbd5e1')
    .stroke();
  pdf.font('Helvetica').fontSize(9);
  for (const line of layout.lines) {
    const height = write.height(typed(line.name), { width: ITEM_WIDTH });
    room(height + 4);
    pdf.fillColor('#0f172a');
    const bottom = paragraph(line.name, LEFT, y, { width: ITEM_WIDTH });
    right(String(line.quantity), COLUMNS.qty, y);
    right(formatCents(line.unitCents), COLUMNS.unit, y);
    right(formatCents(line.netCents), COLUMNS.net, y);
    right(formatCents(line.vatCents), COLUMNS.vat, y);
    right(formatCents(line.totalCents), COLUMNS.amount, y);
    y = bottom + 4;
  }

  // The totals, as issued.
  const totals: [string, string, boolean?][] = [
    ['Value of supply excl. VAT', formatCents(row.netCents)],
    [`VAT at ${vatRateWords(row.vatRateBasisPoints)}`, formatCents(row.vatCents)],
    ['Total incl. VAT', formatCents(row.totalCents), true],
  ];
  room(10 + 16 * totals.length + 40);
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#cbd5e1').stroke();
  y += 8;
  for (const [label, value, bold] of totals) {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor('#0f172a');
    text(label, COLUMNS.unit - 60, y);
    right(value, RIGHT, y);
    y += 16;
  }
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
