import { awaitsTransfer, transferInstructions } from '../order-documents/bank-transfer-words';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
import { wordsOf } from '../order-documents/words';
import { typed, type DocumentText } from '../pdf/document-text';

const LEFT = 50;
const WIDTH = 495;
const LABEL_WIDTH = 110;

/**
 * A bank-transfer order still waiting for its money prints how to pay it (issue #28): the
 * sentence, the shop's account and the reference to quote, in a box from `y`, on the next page
 * when it would not fit. `text` writes it as the receipt's own text, in any of its scripts (the
 * bank details are typed by the shop). Gives the y below it; draws nothing for any other order.
 */
export function drawTransferInstructions(
  pdf: PDFKit.PDFDocument,
  text: DocumentText,
  doc: OrderDocument,
  shop: ShopInfo,
  y: number,
): number {
  if (!awaitsTransfer(doc)) return y;
  const { line, details } = transferInstructions(doc, shop);
  pdf.font('Helvetica').fontSize(10);
  const sentence = typed(line);
  const height = 24 + text.height(sentence, { width: WIDTH - 20 }) + 14 * details.length;
  let top = y + 18;
  if (top + height > pdf.page.maxY()) {
    pdf.addPage();
    top = pdf.page.margins.top;
  }
  pdf.rect(LEFT, top, WIDTH, height).fillColor('#f8fafc').fill();
  pdf.font('Helvetica-Bold').fillColor('#0f172a');
  text.line(wordsOf(doc).doc('receipt.howToPay'), LEFT + 10, top + 8);
  pdf.font('Helvetica').fillColor('#334155');
  let at = text.paragraph(sentence, LEFT + 10, top + 24, { width: WIDTH - 20 }) + 2;
  for (const [label, value] of details) {
    pdf.font('Helvetica');
    text.line(typed(label), LEFT + 10, at);
    pdf.font('Helvetica-Bold');
    text.line(typed(value), LEFT + 10 + LABEL_WIDTH, at);
    at += 14;
  }
  return top + height;
}
