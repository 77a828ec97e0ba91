import PDFDocument from 'pdfkit';
import { documentFonts, registerFonts } from './fonts';
import { documentText, type DocumentText } from './document-text';

export interface PdfDocument {
  pdf: PDFKit.PDFDocument;
  /** Writes text in any of the documents' scripts (Latin, Sinhala, Tamil). */
  text: DocumentText;
  /** The document's bytes, once `pdf.end()` is called. */
  done: Promise<Buffer>;
}

/**
 * A new A4 page with 50 pt margins, the fonts of every script registered: each document of the
 * shop (receipt, packing slip...) starts here, so that each prints Sinhala and Tamil.
 */
export async function newPdfDocument(info: {
  Title: string;
  Author: string;
}): Promise<PdfDocument> {
  const fonts = await documentFonts();
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info });
  registerFonts(pdf, fonts);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, text: documentText(pdf), done };
}
