import { typed, type DocumentText } from './document-text';

/** One side of a trade document: the seller or the buyer, in a column from `x`. */
export interface Party {
  x: number;
  heading: string;
  lines: string[];
}

/**
 * The head of a trade document (a quotation, a tax invoice, a credit note): its title in large
 * bold at (`left`, `top`), and below it the parties side by side, each a bold heading over its
 * lines wrapped at `width`. Gives the y below the taller party.
 */
export function drawTitleAndParties(
  pdf: PDFKit.PDFDocument,
  write: DocumentText,
  title: string,
  left: number,
  parties: Party[],
  width: number,
  top: number,
): number {
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a');
  write.line(title, left, top);
  const y = top + 34;
  const bottoms = parties.map(({ x, heading, lines }) => {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a');
    write.line(heading, x, y);
    pdf.font('Helvetica').fontSize(9.5).fillColor('#334155');
    return lines.reduce((below, line) => write.paragraph(typed(line), x, below, { width }), y + 14);
  });
  return Math.max(...bottoms);
}
