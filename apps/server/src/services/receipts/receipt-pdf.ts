import PDFDocument from 'pdfkit';
import { formatCents, methodLabel, warrantyText } from '@avstore/core';
import { shopDate, type ShopInfo } from '../mail/order-mails/shop';
import {
  customerWords,
  deliveryAddress,
  deliveryChargeWords,
  paymentWords,
  statusWords,
} from '../mail/order-mails/words';
import type { OrderDocument } from './order-document';

// A4 in points, with 50 pt margins: the columns of the lines table, right edges for the numbers.
const LEFT = 50;
const RIGHT = 545;
const QTY = 330;
const UNIT = 440;
const ITEM_WIDTH = QTY - LEFT - 10;

/**
 * The standard PDF fonts (Helvetica) carry WinAnsi only: anything else (a name typed in Sinhala
 * or Tamil) would print as garbage, so it prints as '?' until the receipt embeds a font for it.
 */
const printable = (text: string) =>
  text.replace(
    /[^\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g,
    '?',
  );

/**
 * The order's receipt as a PDF (docs/product.md §14 "Receipt"): the shop, the order, the customer,
 * every line with its warranty, the promo savings, the delivery charge, the total, and how and
 * whether it was paid. pdfkit, standard fonts only, so nothing is read from disk but its own.
 */
export function receiptPdf(doc: OrderDocument, shop: ShopInfo): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: printable(`${shop.name} receipt, order #${doc.number}`),
      Author: printable(shop.name),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(printable(value), x, y, { lineBreak: false, ...options });
  const amount = (value: string, right: number, y: number) =>
    text(value, right - pdf.widthOfString(printable(value)), y);

  // The shop.
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a');
  text(shop.name, LEFT, 50);
  pdf.font('Helvetica').fontSize(9).fillColor('#334155');
  pdf.text(printable(shop.address), LEFT, 74, { width: 260 });
  pdf.text(printable(`${shop.phone} · ${shop.email}`), { width: 260 });
  pdf.text(printable(shop.url), { width: 260 });

  // The order.
  pdf.font('Helvetica-Bold').fontSize(16).fillColor('#0f172a');
  amount('Receipt', RIGHT, 50);
  pdf.font('Helvetica').fontSize(10).fillColor('#334155');
  amount(`Order #${doc.number}`, RIGHT, 74);
  amount(`Date: ${shopDate(shop, doc.createdAt)}`, RIGHT, 88);
  amount(`Status: ${statusWords(doc)}`, RIGHT, 102);

  // The customer, and where the order goes.
  let y = 140;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a');
  text('Customer', LEFT, y);
  text(doc.order.deliveryMethod === 'pickup' ? 'Store pickup' : 'Delivery to', 300, y);
  pdf.font('Helvetica').fillColor('#334155');
  const { customer } = doc.order;
  pdf.text(printable(customerWords(doc)), LEFT, y + 14, { width: 230 });
  pdf.text(printable(customer.email), { width: 230 });
  pdf.text(printable(customer.phone), { width: 230 });
  const where =
    doc.order.deliveryMethod === 'pickup'
      ? `${shop.address}\nOpening hours: ${shop.hours}\nPlease bring order reference #${doc.number}.`
      : deliveryAddress(doc);
  pdf.text(printable(where), 300, y + 14, { width: RIGHT - 300 });
  y = Math.max(pdf.y, y + 56) + 18;

  // The lines.
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
    if (y > 720) {
      pdf.addPage();
      y = 50;
    }
    pdf.font('Helvetica').fontSize(10).fillColor('#0f172a');
    pdf.text(printable(line.name), LEFT, y, { width: ITEM_WIDTH });
    const nameBottom = pdf.y;
    amount(String(line.quantity), QTY + 20, y);
    amount(formatCents(line.originalCents), UNIT, y);
    amount(formatCents(line.originalLineCents), RIGHT, y);
    y = nameBottom + 2;
    pdf.fontSize(8.5).fillColor('#64748b');
    const notes = [
      line.promoCode ? `Promo ${line.promoCode}: ${line.promoDiscount}% off` : '',
      line.warranty ? `Warranty: ${warrantyText(line.warranty)}` : '',
    ].filter(Boolean);
    for (const note of notes) {
      text(note, LEFT + 8, y);
      y += 12;
    }
    y += 6;
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#cbd5e1').stroke();
  y += 10;

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

  y += 36;
  pdf.fontSize(9).fillColor('#64748b');
  pdf.text(
    printable(
      `Thank you for shopping with ${shop.name}. Returns are accepted within 7 days of delivery or ` +
        'pickup; keep this receipt for warranty claims.',
    ),
    LEFT,
    y,
    { width: RIGHT - LEFT },
  );
  pdf.end();
  return done;
}
