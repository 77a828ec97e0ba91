import { asc, eq } from 'drizzle-orm';
import { methodLabel, OWN_LINE_CATEGORY } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { orderItems, products } from '../../db/schema';
import { loadOrderDocument } from '../order-documents/order-document';
import { shopDate, shopInfo, type ShopConfig } from '../order-documents/shop';
import { customerWords, deliveryAddress } from '../order-documents/words';
import { typed } from '../pdf/document-text';
import { newPdfDocument } from '../pdf/pdf-document';

// A4 in points, 50 pt margins: quantity, item and SKU columns.
const LEFT = 50;
const RIGHT = 545;
const ITEM = 100;
const SKU = 400;
const ITEM_WIDTH = SKU - ITEM - 10;
const SKU_WIDTH = RIGHT - SKU;

/**
 * What goes in the parcel or on the counter (docs/product.md §15 "Packing slip"): the order's
 * reference and date, where it goes (or that it is collected), the phone, and every line with its
 * quantity, name and SKU. No prices: it travels with the goods.
 */
export async function packingSlip(
  db: DbOrTx,
  config: ShopConfig,
  orderId: string,
): Promise<{ pdf: Buffer; number: string }> {
  const doc = await loadOrderDocument(db, orderId);
  const skus = await db
    .select({ sku: products.sku, productId: orderItems.productId })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const shop = shopInfo(config);
  const {
    pdf,
    text: write,
    done,
  } = await newPdfDocument({ Title: `Packing slip, order #${doc.number}`, Author: shop.name });
  let y = 50;
  /** Wrapped at `width`; gives the y below it. */
  const paragraph = (value: string, x: number, top: number, width: number) =>
    write.paragraph(typed(value), x, top, { width });
  const room = (height: number) => {
    if (y + height <= pdf.page.maxY()) return;
    pdf.addPage();
    y = pdf.page.margins.top;
  };

  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a');
  paragraph(shop.name, LEFT, y, 300);
  pdf.fontSize(16);
  const title = 'Packing slip';
  pdf.text(title, RIGHT - pdf.widthOfString(title), y, { lineBreak: false });
  pdf.font('Helvetica').fontSize(11).fillColor('#334155');
  const reference = `Order #${doc.number}`;
  pdf.text(reference, RIGHT - pdf.widthOfString(reference), y + 24, { lineBreak: false });
  const placed = `Placed ${shopDate(shop, doc.createdAt)}`;
  write.line(placed, RIGHT - write.width(placed), y + 40);
  y += 80;

  const pickup = doc.order.deliveryMethod === 'pickup';
  const { customer } = doc.order;
  pdf.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a');
  pdf.text(pickup ? `${methodLabel('pickup')}: collected at the store` : 'Ship to', LEFT, y);
  pdf.font('Helvetica').fontSize(11).fillColor('#334155');
  y = paragraph(customerWords(doc), LEFT, y + 16, RIGHT - LEFT);
  if (!pickup) y = paragraph(deliveryAddress(doc), LEFT, y, RIGHT - LEFT);
  y = paragraph(`Phone: ${customer.phone}`, LEFT, y, RIGHT - LEFT);
  const tracking = doc.order.tracking;
  if (tracking) {
    const follow = [tracking.trackingNumber, tracking.trackingUrl].filter(Boolean).join(' ');
    y = paragraph(`Courier: ${tracking.courier} ${follow}`, LEFT, y, RIGHT - LEFT);
  }
  y += 20;

  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a');
  pdf.text('Qty', LEFT, y, { lineBreak: false });
  pdf.text('Item', ITEM, y, { lineBreak: false });
  pdf.text('SKU', SKU, y, { lineBreak: false });
  y += 16;
  pdf
    .moveTo(LEFT, y - 4)
    .lineTo(RIGHT, y - 4)
    .strokeColor('#cbd5e1')
    .stroke();
  pdf.font('Helvetica').fontSize(11).fillColor('#0f172a');
  // A line of the shop's own (an installation quoted) is a service: nothing of it is packed.
  const packed = (i: number) => Boolean(skus[i]?.productId);
  doc.lines.forEach((line, i) => {
    const name = typed(line.name);
    const sku = packed(i) ? typed(skus[i]?.sku ?? '') : `${OWN_LINE_CATEGORY}: not packed`;
    const height = Math.max(
      write.height(name, { width: ITEM_WIDTH }),
      write.height(sku || '-', { width: SKU_WIDTH }),
    );
    room(height + 10);
    pdf.text(String(line.quantity), LEFT, y, { lineBreak: false });
    write.paragraph(name, ITEM, y, { width: ITEM_WIDTH });
    write.paragraph(sku || '-', SKU, y, { width: SKU_WIDTH });
    y += height + 8;
  });
  const units = doc.lines.reduce((sum, line, i) => sum + (packed(i) ? line.quantity : 0), 0);
  room(80);
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#cbd5e1').stroke();
  y += 10;
  pdf.font('Helvetica-Bold').text(`${units} ${units === 1 ? 'item' : 'items'} in all`, LEFT, y);
  y += 40;
  pdf.font('Helvetica').fontSize(10).fillColor('#334155');
  pdf.text('Packed by: ____________________', LEFT, y, { lineBreak: false });
  pdf.text('Checked by: ____________________', 300, y, { lineBreak: false });
  pdf.end();
  return { pdf: await done, number: doc.number };
}
