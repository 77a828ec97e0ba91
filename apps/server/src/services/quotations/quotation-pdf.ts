import {
  amountInWords,
  rateBasisPoints,
  splitVatLines,
  vatRateWords,
  type Language,
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
import { orderWords } from '../order-documents/order-words';
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
  /** The language it was asked for in (issue #30); English when absent. */
  language?: Language;
}

/**
 * The quotation as a PDF (issue #28): 'QUOTATION', the shop and the buying organisation with their
 * VAT numbers, the purchase-order reference, the lines, the VAT inside the total as a tax invoice
 * would split it when the shop is registered, the total in words and the validity date, in the
 * language the quotation was asked for in. The amount in words stays English, the words Sri
 * Lankan business papers use (its label says so in Sinhala and Tamil).
 */
export async function quotationPdf({
  quotation,
  lineCents,
  shop,
  buyerEmail,
  language = 'en',
}: QuotationPdfInput) {
  const { doc: say, money } = orderWords(language);
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({
    Title: say('quotation.metaTitle', { shop: shop.name, number: quotation.number }),
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
      say('quotation'),
      LEFT,
      [
        {
          x: LEFT,
          heading: say('quotation.from'),
          lines: [
            shop.name,
            shop.address,
            `${say('quotation.tel')}: ${shop.phone}`,
            shop.email,
            ...(shop.vatNumber ? [`${say('quotation.vatNumber')}: ${shop.vatNumber}`] : []),
          ],
        },
        {
          x: HALF,
          heading: say('quotation.to'),
          lines: [
            quotation.organisation,
            `${say('quotation.vatNumber')}: ${quotation.vatNumber ?? say('quotation.notGiven')}`,
            ...(quotation.purchaseOrderRef
              ? [`${say('quotation.purchaseOrder')}: ${quotation.purchaseOrderRef}`]
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
    `${say('quotation.number')}: ${quotation.number}`,
    `${say('quotation.validUntil')}: ${quotation.validUntil ?? say('quotation.toBeConfirmed')}`,
  ])
    y = paragraph(detail, LEFT, y) + 2;
  y += 14;

  y = drawLineTable(
    pdf,
    write,
    {
      left: LEFT,
      right: RIGHT,
      item: { heading: say('quotation.description'), width: ITEM_WIDTH },
      columns: [
        { heading: say('receipt.qty'), edge: COLUMNS.qty },
        { heading: say('receipt.unitPrice'), edge: COLUMNS.unit },
        { heading: say('receipt.amount'), edge: COLUMNS.amount },
      ],
      rows: quotation.lines.map((line, i) => ({
        name: line.name,
        cells: [
          String(line.quantity),
          money(lineCents[i]!.unitCents),
          money(lineCents[i]!.totalCents),
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
      [say('quotation.net'), money(total.netCents)],
      [say('quotation.vat', { rate: vatRateWords(rate) }), money(total.vatCents)],
    );
  }
  totals.push([say(shop.vatNumber ? 'quotation.totalInclVat' : 'total'), money(totalCents), true]);
  const place = { left: LEFT, right: RIGHT, labelX: COLUMNS.unit - 90 };
  y = drawTotals(pdf, write, totals, place, DENSE_TOTALS, y);
  pdf.font('Helvetica-Bold').fontSize(9.5);
  y = paragraph(say('quotation.inWords', { words: amountInWords(totalCents) }), LEFT, y + 4);

  pdf.font('Helvetica').fontSize(8.5).fillColor('#64748b');
  const notes = [...(quotation.shopNote ? [quotation.shopNote] : []), say('quotation.note')];
  for (const note of notes) {
    y += 8;
    room(write.height(note, { width: RIGHT - LEFT }));
    y = paragraph(note, LEFT, y);
  }
  pdf.end();
  return done;
}
