/**
 * Draws text marked with what it reads as (ActualText): shaped Sinhala and Tamil glyphs stand in
 * the order they are drawn, a vowel sign before its consonant, and a glyph may serve two letters,
 * so the glyphs alone would read back garbled. The mark goes inside the text object, where the
 * glyphs' position is still in force (pdfkit's markContent would put it outside the text's own
 * coordinate transform, and poppler would then place the text elsewhere on the page).
 */
export function readingAs(pdf: PDFKit.PDFDocument, actual: string, draw: () => void): void {
  const utf16 = Buffer.from(`\ufeff${actual}`, 'utf16le').swap16().toString('hex');
  const addContent = pdf.addContent.bind(pdf);
  pdf.addContent = (data: unknown) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (data === 'BT') addContent(`/Span <</ActualText <${utf16}>>> BDC`);
    return pdf;
  };
  try {
    draw();
  } finally {
    pdf.addContent = addContent;
  }
}
