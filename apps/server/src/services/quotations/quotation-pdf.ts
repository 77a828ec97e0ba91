import {
  amountInWords,
  formatCents,
  rateBasisPoints,
  splitVatLines,
  vatRateWords,
  type Quotation,
} from '@avstore/core';
import { typed } from '../pdf/document-text';
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
import type { ShopInfo } from '../order-documents/shop';

const LEFT = 50;
const RIGHT = 545;
const HALF = 300;
const PARTY_WIDTH = 235;
const ITEM_WIDTH = 230;
const COLUMNS = { qty: 320, unit: 410, amount: RIGHT };

export interface QuotationPdfInput {
  quotation: Quotation;
  lineCents: { unitCents: number; totalCents: number }[];
  shop: ShopInfo;
  /** The buyer's contact: the account's e-mail address. */
  buyerEmail: string;
}

/**
 * The quotation as a PDF (issue #28): 'QUOTATION', the shop and the buying organisation with their
 * VAT numbers, the purchase-order reference, the lines, the VAT inside the total as a tax invoice
 * would split it when the shop is registered, the total in words and the validity date.
 */
export async function quotationPdf({ quotation, lineCents, shop, buyerEmail }: QuotationPdfInput) {
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({
    Title: `${shop.name} quotation ${quotation.number}`,
    Author: shop.name,
  });
  const paragraph = (value: string, x: number, y: number, width = RIGHT - LEFT) =>
    write.paragraph(typed(value), x, y, { width });
  let y = 50;
  const room = (height: number) => (y = roomFor(pdf, y, height));

  y =
    drawTitleAndParties(
      pdf,
      write,
      'QUOTATION',
      LEFT,
      [
        {
          x: LEFT,
          heading: 'From',
          lines: [
            shop.name,
            shop.address,
            `Tel: ${shop.phone}`,
            shop.email,
            ...(shop.vatNumber ? [`VAT No. / TIN: ${shop.vatNumber}`] : []),
          ],
        },
        {
          x: HALF,
          heading: 'To',
          lines: [
            quotation.organisation,
            `VAT No. / TIN: ${quotation.vatNumber ?? 'Not given'}`,
            ...(quotation.purchaseOrderRef
              ? [`Purchase order: ${quotation.purchaseOrderRef}`]
              : []),
            buyerEmail,
          ],
        },
      ],
      PARTY_WIDTH,
      y,
    ) + 16;

  pdf.font('Helvetica').fontSize(9.5).fillColor('#0f172a');
  for (const detail of [
    `Quotation No.: ${quotation.number}`,
    `Valid until: ${quotation.validUntil ?? 'To be confirmed'}`,
  ])
    y = paragraph(detail, LEFT, y) + 2;
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
        { heading: 'Unit price', edge: COLUMNS.unit },
        { heading: 'Amount', edge: COLUMNS.amount },
      ],
      rows: quotation.lines.map((line, i) => ({
        name: line.name,
        cells: [
          String(line.quantity),
          formatCents(lineCents[i]!.unitCents),
          formatCents(lineCents[i]!.totalCents),
        ],
      })),
    },
    DENSE_TABLE,
    y,
  );

  const amounts = lineCents.map((l) => l.totalCents);
  const totalCents = amounts.reduce((sum, cents) => sum + cents, 0);
  const totals: TotalRow[] = [];
  if (shop.vatNumber) {
    const rate = rateBasisPoints(shop.vatRate ?? 0);
    const { total } = splitVatLines(amounts, rate);
    totals.push(
      ['Value excl. VAT', formatCents(total.netCents)],
      [`VAT at ${vatRateWords(rate)}`, formatCents(total.vatCents)],
    );
  }
  totals.push([shop.vatNumber ? 'Total incl. VAT' : 'Total', formatCents(totalCents), true]);
  const place = { left: LEFT, right: RIGHT, labelX: COLUMNS.unit - 90 };
  y = drawTotals(pdf, write, totals, place, DENSE_TOTALS, y);
  pdf.font('Helvetica-Bold').fontSize(9.5);
  y = paragraph(`Amount in words: ${amountInWords(totalCents)}`, LEFT, y + 4);

  pdf.font('Helvetica').fontSize(8.5).fillColor('#64748b');
  const notes = [
    ...(quotation.shopNote ? [quotation.shopNote] : []),
    'Prices include VAT. This quotation does not change the prices of our catalogue; accept it ' +
      'online from your account before it expires to order at these prices.',
  ];
  for (const note of notes) {
    y += 8;
    room(write.height(note, { width: RIGHT - LEFT }));
    y = paragraph(note, LEFT, y);
  }
  pdf.end();
  return done;
}
