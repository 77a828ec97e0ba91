import { toCents, WARRANTY_TERMS } from '@avstore/core';
import type { ShopInfo } from '../order-documents/shop';
import {
  customerWords,
  deliveryAddress,
  deliveryChargeWords,
  paymentWords,
  statusWords,
  wordsOf,
} from '../order-documents/words';
import type { OrderDocument } from '../order-documents/order-document';
import { typed, type TextOptions } from '../pdf/document-text';
import {
  drawLineTable,
  drawTotals,
  roomFor,
  type TableSpacing,
  type TotalRow,
  type TotalsSpacing,
} from '../pdf/line-table';
import { newPdfDocument } from '../pdf/pdf-document';
import { drawTransferInstructions } from './transfer-instructions';

// A4 in points, with 50 pt margins: the columns of the lines table, right edges for the numbers.
const LEFT = 50;
const RIGHT = 545;
const QTY = 330;
const UNIT = 440;
const ITEM_WIDTH = QTY - LEFT - 10;
const NOTE_WIDTH = ITEM_WIDTH - 8;
/** The shop's column of the heading, left of the order's right-aligned one. */
const SHOP_WIDTH = 260;
/** The receipt's lines and totals, roomier than a tax invoice's. */
const RECEIPT_TABLE: TableSpacing = {
  size: 10,
  headingHeight: 16,
  ruleAbove: 4,
  nameGap: 2,
  rowGap: 6,
};
const RECEIPT_TOTALS: TotalsSpacing = {
  size: { plain: 10, bold: 12 },
  rowHeight: { plain: 14, bold: 18 },
  afterRule: 10,
  keep: 0,
};
/** The customer's column, and where the order goes beside it. */
const CUSTOMER_WIDTH = 230;
const WHERE = 300;
const WHERE_WIDTH = RIGHT - WHERE;

/**
 * The order's receipt as a PDF (docs/product.md §14 "Receipt"): the shop, the order, the customer,
 * every line with its warranty, the promo savings, the delivery charge, the total, and how and
 * whether it was paid, and the warranty terms in English, Sinhala and Tamil; the rest in the
 * language the order was placed in (issue #30). Latin text in the
 * standard Helvetica, Sinhala and Tamil in the fonts embedded for them (services/pdf).
 * Every block is measured before it is drawn, so that the next one starts below it, on a new page
 * when it would not fit on this one: nothing prints over anything else, whatever its length.
 */
export async function receiptPdf(doc: OrderDocument, shop: ShopInfo): Promise<Buffer> {
  const w = wordsOf(doc);
  const say = w.doc;
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({
    Title: say('receipt.metaTitle', { shop: shop.name, number: doc.number }),
    Author: shop.name,
  });

  const text = (value: string, x: number, y: number) => write.line(value, x, y);
  const amount = (value: string, right: number, y: number) =>
    text(value, right - write.width(value), y);
  /** Wrapped at `width`. Gives the y below it. */
  const paragraph = (value: string, x: number, y: number, options: TextOptions) =>
    write.paragraph(value, x, y, options);
  const height = (values: string[], options: TextOptions) =>
    values.reduce((sum, value) => sum + write.height(value, options), 0);
  let y = 0;
  /** A new page when a block of this height would not fit on this one. */
  const room = (blockHeight: number) => (y = roomFor(pdf, y, blockHeight));

  // The shop.
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a');
  y = paragraph(typed(shop.name), LEFT, 50, { width: SHOP_WIDTH });
  pdf.font('Helvetica').fontSize(9).fillColor('#334155');
  y = paragraph(typed(shop.address), LEFT, Math.max(74, y + 2), { width: SHOP_WIDTH });
  y = paragraph(typed(`${shop.phone} · ${shop.email}`), LEFT, y, { width: SHOP_WIDTH });
  y = paragraph(typed(shop.url), LEFT, y, { width: SHOP_WIDTH });

  // The order.
  pdf.font('Helvetica-Bold').fontSize(16).fillColor('#0f172a');
  amount(say('receipt'), RIGHT, 50);
  pdf.font('Helvetica').fontSize(10).fillColor('#334155');
  amount(say('order', { number: doc.number }), RIGHT, 74);
  amount(`${say('receipt.date')}: ${w.date(shop, doc.createdAt)}`, RIGHT, 88);
  amount(`${say('receipt.status')}: ${statusWords(doc)}`, RIGHT, 102);

  // The customer, and where the order goes: 34 pt below the shop's column, at 140 at the least.
  y = Math.max(140, y + 34);
  const { customer } = doc.order;
  const who = [customerWords(doc), customer.email, customer.phone].map(typed);
  const where =
    doc.order.deliveryMethod === 'pickup'
      ? [
          typed(shop.address),
          typed(`${say('openingHours')}: ${shop.hours}`),
          say('receipt.bringReference', { number: doc.number }),
        ]
      : [typed(deliveryAddress(doc, doc.language))];
  pdf.font('Helvetica').fontSize(10);
  const columns = Math.max(
    height(who, { width: CUSTOMER_WIDTH }),
    height(where, { width: WHERE_WIDTH }),
  );
  room(14 + columns);
  pdf.font('Helvetica-Bold').fillColor('#0f172a');
  text(say('receipt.customer'), LEFT, y);
  text(
    say(doc.order.deliveryMethod === 'pickup' ? 'receipt.storePickup' : 'receipt.deliveryTo'),
    WHERE,
    y,
  );
  pdf.font('Helvetica').fillColor('#334155');
  who.reduce((top, value) => paragraph(value, LEFT, top, { width: CUSTOMER_WIDTH }), y + 14);
  where.reduce((top, value) => paragraph(value, WHERE, top, { width: WHERE_WIDTH }), y + 14);
  y = Math.max(y + 14 + columns, y + 56) + 18;

  // The lines, each with its promo and warranty below its name.
  y = drawLineTable(
    pdf,
    write,
    {
      left: LEFT,
      right: RIGHT,
      item: { heading: say('receipt.item'), width: ITEM_WIDTH },
      columns: [
        { heading: say('receipt.qty'), edge: QTY + 20 },
        { heading: say('receipt.unitPrice'), edge: UNIT },
        { heading: say('receipt.amount'), edge: RIGHT },
      ],
      rows: doc.lines.map((line) => ({
        name: line.name,
        cells: [
          String(line.quantity),
          w.money(line.originalCents),
          w.money(line.originalLineCents),
        ],
        notes: [
          line.promoCode
            ? say('receipt.promo', { code: line.promoCode, percent: line.promoDiscount ?? 0 })
            : '',
          line.warranty ? say('receipt.warranty', { warranty: w.warranty(line.warranty) }) : '',
        ].filter(Boolean),
      })),
      notes: { indent: 8, size: 8.5, width: NOTE_WIDTH, lineHeight: 12, color: '#64748b' },
    },
    RECEIPT_TABLE,
    y,
  );

  // The totals: the lines at the price before the promo, less the savings, plus the delivery.
  const delivery = deliveryChargeWords(doc);
  const totals: TotalRow[] = [
    [say('subtotal'), w.money(doc.subtotalCents)],
    ...(doc.savingsCents > 0
      ? ([[say('savings'), `-${w.money(doc.savingsCents)}`]] as TotalRow[])
      : []),
    [delivery.label, delivery.value],
    [say('total'), w.money(doc.totalCents), true],
  ];
  const place = { left: LEFT, right: RIGHT, labelX: UNIT - 110 };
  y = drawTotals(pdf, write, totals, place, RECEIPT_TOTALS, y);

  // How it is paid.
  y += 10;
  room(28);
  pdf.font('Helvetica-Bold').fontSize(10);
  text(say('payment'), LEFT, y);
  // The values start 80 pt in, or after the label when its language words it longer.
  const valueX = LEFT + Math.max(80, write.width(say('payment')) + 10);
  pdf.font('Helvetica').fillColor('#334155');
  text(
    doc.paidAt && doc.paidCents > 0
      ? say('receipt.paidOn', { payment: paymentWords(doc), date: w.date(shop, doc.paidAt) })
      : paymentWords(doc),
    valueX,
    y,
  );
  y += 14;
  text(say('receipt.deliveryMethod', { method: w.method(doc.order.deliveryMethod) }), valueX, y);
  for (const refund of doc.order.refunds ?? []) {
    y += 14;
    room(14);
    const facts = {
      amount: w.money(toCents(refund.amount)),
      how: say(`refundHow.${refund.method}`),
      day: w.day(refund.refundedOn),
      reference: refund.reference ?? '',
    };
    text(
      typed(say(refund.reference ? 'receipt.refundedReference' : 'receipt.refunded', facts)),
      valueX,
      y,
    );
  }

  y = drawTransferInstructions(pdf, write, doc, shop, y);
  y += 36;
  pdf.font('Helvetica').fontSize(9).fillColor('#64748b');
  const thanks = typed(say('receipt.thanks', { shop: shop.name }));
  room(write.height(thanks, { width: RIGHT - LEFT }));
  y = paragraph(thanks, LEFT, y, { width: RIGHT - LEFT });

  // The warranty terms in the shop's three languages (issue #28), kept together on one page.
  y += 8;
  pdf.fontSize(8.5);
  const terms = [WARRANTY_TERMS.en, WARRANTY_TERMS.si, WARRANTY_TERMS.ta];
  const termsOptions = { width: RIGHT - LEFT };
  room(height(terms, termsOptions) + 4 * (terms.length - 1));
  for (const words of terms) y = paragraph(words, LEFT, y, termsOptions) + 4;
  pdf.end();
  return done;
}
