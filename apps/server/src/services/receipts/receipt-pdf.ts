import {
  formatCents,
  methodLabel,
  REFUND_METHOD_WORDS,
  refundDayWords,
  toCents,
  WARRANTY_TERMS,
  warrantyText,
} from '@avstore/core';
import { shopDate, type ShopInfo } from '../order-documents/shop';
import {
  customerWords,
  deliveryAddress,
  deliveryChargeWords,
  paymentWords,
  statusWords,
} from '../order-documents/words';
import type { OrderDocument } from '../order-documents/order-document';
import { typed, type TextOptions } from '../pdf/document-text';
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
/** The customer's column, and where the order goes beside it. */
const CUSTOMER_WIDTH = 230;
const WHERE = 300;
const WHERE_WIDTH = RIGHT - WHERE;

/**
 * The order's receipt as a PDF (docs/product.md §14 "Receipt"): the shop, the order, the customer,
 * every line with its warranty, the promo savings, the delivery charge, the total, and how and
 * whether it was paid, and the warranty terms in English, Sinhala and Tamil. Latin text in the
 * standard Helvetica, Sinhala and Tamil in the fonts embedded for them (services/pdf).
 * Every block is measured before it is drawn, so that the next one starts below it, on a new page
 * when it would not fit on this one: nothing prints over anything else, whatever its length.
 */
export async function receiptPdf(doc: OrderDocument, shop: ShopInfo): Promise<Buffer> {
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({
    Title: `${shop.name} receipt, order #${doc.number}`,
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
  const room = (blockHeight: number) => {
    if (y + blockHeight <= pdf.page.maxY()) return;
    pdf.addPage();
    y = pdf.page.margins.top;
  };

  // The shop.
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a');
  y = paragraph(typed(shop.name), LEFT, 50, { width: SHOP_WIDTH });
  pdf.font('Helvetica').fontSize(9).fillColor('#334155');
  y = paragraph(typed(shop.address), LEFT, Math.max(74, y + 2), { width: SHOP_WIDTH });
  y = paragraph(typed(`${shop.phone} · ${shop.email}`), LEFT, y, { width: SHOP_WIDTH });
  y = paragraph(typed(shop.url), LEFT, y, { width: SHOP_WIDTH });

  // The order.
  pdf.font('Helvetica-Bold').fontSize(16).fillColor('#0f172a');
  amount('Receipt', RIGHT, 50);
  pdf.font('Helvetica').fontSize(10).fillColor('#334155');
  amount(`Order #${doc.number}`, RIGHT, 74);
  amount(`Date: ${shopDate(shop, doc.createdAt)}`, RIGHT, 88);
  amount(`Status: ${statusWords(doc)}`, RIGHT, 102);

  // The customer, and where the order goes: 34 pt below the shop's column, at 140 at the least.
  y = Math.max(140, y + 34);
  const { customer } = doc.order;
  const who = [customerWords(doc), customer.email, customer.phone].map(typed);
  const where =
    doc.order.deliveryMethod === 'pickup'
      ? [
          typed(shop.address),
          typed(`Opening hours: ${shop.hours}`),
          `Please bring order reference #${doc.number}.`,
        ]
      : [typed(deliveryAddress(doc))];
  pdf.font('Helvetica').fontSize(10);
  const columns = Math.max(
    height(who, { width: CUSTOMER_WIDTH }),
    height(where, { width: WHERE_WIDTH }),
  );
  room(14 + columns);
  pdf.font('Helvetica-Bold').fillColor('#0f172a');
  text('Customer', LEFT, y);
  text(doc.order.deliveryMethod === 'pickup' ? 'Store pickup' : 'Delivery to', WHERE, y);
  pdf.font('Helvetica').fillColor('#334155');
  who.reduce((top, value) => paragraph(value, LEFT, top, { width: CUSTOMER_WIDTH }), y + 14);
  where.reduce((top, value) => paragraph(value, WHERE, top, { width: WHERE_WIDTH }), y + 14);
  y = Math.max(y + 14 + columns, y + 56) + 18;

  // The lines.
  room(16);
  pdf.font('Helvetica-Bold').fillColor('#0f172a');
  text('Item', LEFT, y);
  amount('Qty', QTY + 20, y);
  amount('Unit price', UNIT, y);
  amount('Amount', RIGHT, y);
  y += 16;
  pdf
    .moveTo(LEFT, y - 4)
    .lineTo(RIGHT, y - 4)
    .strokeColor('#cbd5e1')
    .stroke();
  for (const line of doc.lines) {
    const name = typed(line.name);
    const notes = [
      line.promoCode ? `Promo ${line.promoCode}: ${line.promoDiscount}% off` : '',
      line.warranty ? `Warranty: ${warrantyText(line.warranty)}` : '',
    ]
      .filter(Boolean)
      .map(typed);
    pdf.font('Helvetica').fontSize(10);
    const nameHeight = write.height(name, { width: ITEM_WIDTH });
    // A note's lines 12 pt apart, as the notes are.
    const note = { width: NOTE_WIDTH, lineGap: 12 - pdf.fontSize(8.5).currentLineHeight(true) };
    room(nameHeight + 2 + height(notes, note));
    pdf.fontSize(10).fillColor('#0f172a');
    const nameBottom = paragraph(name, LEFT, y, { width: ITEM_WIDTH });
    amount(String(line.quantity), QTY + 20, y);
    amount(formatCents(line.originalCents), UNIT, y);
    amount(formatCents(line.originalLineCents), RIGHT, y);
    y = nameBottom + 2;
    pdf.fontSize(8.5).fillColor('#64748b');
    for (const words of notes) y = paragraph(words, LEFT + 8, y, note);
    y += 6;
  }

  // The totals: the lines at the price before the promo, less the savings, plus the delivery.
  const delivery = deliveryChargeWords(doc);
  const totals: [string, string, boolean?][] = [
    ['Subtotal', formatCents(doc.subtotalCents)],
    ...(doc.savingsCents > 0
      ? ([['Promo savings', `-${formatCents(doc.savingsCents)}`]] as [string, string][])
      : []),
    [delivery.label, delivery.value],
    ['Total', formatCents(doc.totalCents), true],
  ];
  room(10 + totals.reduce((sum, [, , bold]) => sum + (bold ? 18 : 14), 0));
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#cbd5e1').stroke();
  y += 10;
  for (const [label, value, bold] of totals) {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor('#0f172a');
    text(label, UNIT - 110, y);
    amount(value, RIGHT, y);
    y += bold ? 18 : 14;
  }

  // How it is paid.
  y += 10;
  room(28);
  pdf.font('Helvetica-Bold').fontSize(10);
  text('Payment', LEFT, y);
  pdf.font('Helvetica').fillColor('#334155');
  text(
    `${paymentWords(doc)}${doc.paidAt && doc.paidCents > 0 ? ` on ${shopDate(shop, doc.paidAt)}` : ''}`,
    LEFT + 80,
    y,
  );
  y += 14;
  text(`Delivery method: ${methodLabel(doc.order.deliveryMethod)}`, LEFT + 80, y);
  for (const refund of doc.order.refunds ?? []) {
    y += 14;
    room(14);
    text(
      typed(
        `Refunded ${formatCents(toCents(refund.amount))} ${REFUND_METHOD_WORDS[refund.method]} on ${refundDayWords(refund.refundedOn)}${refund.reference ? `, reference ${refund.reference}` : ''}`,
      ),
      LEFT + 80,
      y,
    );
  }

  y = drawTransferInstructions(pdf, write, doc, shop, y);
  y += 36;
  pdf.font('Helvetica').fontSize(9).fillColor('#64748b');
  const thanks = typed(
    `Thank you for shopping with ${shop.name}. Returns are accepted within 7 days of delivery or ` +
      'pickup; keep this receipt for warranty claims.',
  );
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
