import { awaitsTransfer, transferInstructions } from '../order-documents/bank-transfer-words';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';

const LEFT = 50;
const WIDTH = 495;
const LABEL_WIDTH = 110;

/**
 * A bank-transfer order still waiting for its money prints how to pay it (issue #28): the
 * sentence, the shop's account and the reference to quote, in a box from `y`, on the next page
 * when it would not fit. `write` makes text printable as the receipt's own text is. Gives the y
 * below it; draws nothing for any other order.
 */
export function drawTransferInstructions(
  pdf: PDFKit.PDFDocument,
  doc: OrderDocument,
  shop: ShopInfo,
  y: number,
  write: (text: string) => string,
): number {
  if (!awaitsTransfer(doc)) return y;
  const { line, details } = transferInstructions(doc, shop);
  pdf.font('Helvetica').fontSize(10);
  const sentence = write(line);
  const height = 24 + pdf.heightOfString(sentence, { width: WIDTH - 20 }) + 14 * details.length;
  let top = y + 18;
  if (top + height > pdf.page.maxY()) {
    pdf.addPage();
    top = pdf.page.margins.top;
  }
  pdf.rect(LEFT, top, WIDTH, height).fillColor('#f8fafc').fill();
  pdf.font('Helvetica-Bold').fillColor('#0f172a');
  pdf.text('How to pay', LEFT + 10, top + 8, { lineBreak: false });
  pdf.font('Helvetica').fillColor('#334155');
  let at = pdf.text(sentence, LEFT + 10, top + 24, { width: WIDTH - 20 }).y + 2;
  for (const [label, value] of details) {
    pdf.font('Helvetica').text(write(label), LEFT + 10, at, { lineBreak: false });
    pdf
      .font('Helvetica-Bold')
      .text(write(value), LEFT + 10 + LABEL_WIDTH, at, { lineBreak: false });
    at += 14;
  }
  return top + height;
}
