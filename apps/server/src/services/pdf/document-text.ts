import { fontName, weightOf, type Face, type Weight } from './fonts';
import { readingAs } from './actual-text';
import { scriptRuns } from './script-runs';

export interface TextOptions {
  /** Wrap at this width; without it, one line. */
  width?: number;
  lineGap?: number;
}

/**
 * How a document writes text in any of its scripts: each call takes the size, colour and weight
 * set on the document (`pdf.font('Helvetica-Bold')` for bold), as pdfkit's own calls do.
 */
export interface DocumentText {
  /** On one line at (x, y), its top there. */
  line(value: string, x: number, y: number): void;
  /** The width of `line`. */
  width(value: string): number;
  /** Wrapped at `width`, its top at y; gives the y below it. */
  paragraph(value: string, x: number, y: number, options: TextOptions): number;
  /** How tall `paragraph` would be. */
  height(value: string, options: TextOptions): number;
}

/**
 * Text a shopper or the shop typed, on one line: a name or an address of line breaks would
 * otherwise run down the page. It still wraps within its column (issue #23), where pdfkit breaks
 * at spaces and hyphens and cuts a word wider than the column, such as a long e-mail address.
 */
export const typed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The current font as pdfkit keeps it: its types do not show it. Metrics per 1000 of the size. */
interface FontState {
  _font: { name: string; ascender: number; descender: number };
  _fontSize: number;
}
const state = (pdf: PDFKit.PDFDocument) => pdf as unknown as FontState;

/** A word's run of one face, placed from the start of its line. */
interface Piece {
  face: Face;
  text: string;
  x: number;
}

export function documentText(pdf: PDFKit.PDFDocument): DocumentText {
  const currentWeight = () => weightOf(state(pdf)._font.name);

  /** Text that Helvetica prints whole, which goes to pdfkit as it always did; else null. */
  const latin = (value: string) => {
    const runs = scriptRuns(value);
    return runs.every((run) => run.face === 'latin') ? runs.map((run) => run.text).join('') : null;
  };

  /** Runs `draw` with the face's font set, then sets back the Latin font of the weight. */
  function inFace<T>(face: Face, weight: Weight, draw: () => T): T {
    pdf.font(fontName(face, weight));
    try {
      return draw();
    } finally {
      pdf.font(fontName('latin', weight));
    }
  }

  /** The lines of mixed text: words by spaces, each word in runs of one face. */
  function lay(value: string, weight: Weight, width = Infinity) {
    const measure = (text: string) =>
      scriptRuns(text).map((run) => ({
        ...run,
        width: inFace(run.face, weight, () => pdf.widthOfString(run.text)),
      }));
    const space = pdf.widthOfString(' ');
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let end = 0;
    const place = (text: string, at: number) => {
      let x = at;
      for (const run of measure(text)) {
        line.push({ face: run.face, text: run.text, x });
        x += run.width;
      }
      end = x;
    };
    const newLine = () => {
      lines.push(line);
      line = [];
      end = 0;
    };
    const widthOf = (text: string) => measure(text).reduce((sum, run) => sum + run.width, 0);
    for (const [i, hard] of value.split('\n').entries()) {
      if (i > 0) newLine();
      for (const word of hard.split(' ')) {
        const at = line.length > 0 ? end + space : 0;
        const wide = widthOf(word);
        if (at + wide <= width) place(word, at);
        else if (wide <= width) {
          newLine();
          place(word, 0);
        } else cut(word, at);
      }
    }
    lines.push(line);
    return lines;

    /** A word wider than the column, in as many letters as fit on each line. */
    function cut(word: string, at: number) {
      let start = at;
      let part = '';
      const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
      for (const { segment } of letters) {
        if (start + widthOf(part + segment) > width && (part || start > 0)) {
          if (part) place(part, start);
          newLine();
          start = 0;
          part = '';
        }
        part += segment;
      }
      place(part, start);
    }
  }

  /** Line height and the baseline's depth below a line's top, from every face on the lines. */
  function metrics(lines: Piece[][], weight: Weight, lineGap = 0) {
    const faces = new Set<Face>(['latin', ...lines.flat().map((piece) => piece.face)]);
    let ascent = 0;
    let descent = 0;
    let height = 0;
    for (const face of faces)
      inFace(face, weight, () => {
        const { _font: font, _fontSize: size } = state(pdf);
        ascent = Math.max(ascent, (font.ascender / 1000) * size);
        descent = Math.max(descent, (-font.descender / 1000) * size);
        height = Math.max(height, pdf.currentLineHeight(true));
      });
    return { lineHeight: Math.max(height, ascent + descent) + lineGap, ascent };
  }

  /** Each run on the line's baseline, a Sinhala or Tamil one saying what it reads as. */
  function draw(lines: Piece[][], x: number, y: number, options: TextOptions) {
    const weight = currentWeight();
    const { lineHeight, ascent } = metrics(lines, weight, options.lineGap);
    let top = y;
    for (const line of lines) {
      if (options.width && top + lineHeight > pdf.page.maxY() && top > pdf.page.margins.top) {
        pdf.addPage();
        top = pdf.page.margins.top;
      }
      for (const piece of line)
        inFace(piece.face, weight, () => {
          const write = () =>
            pdf.text(piece.text, x + piece.x, top + ascent, {
              lineBreak: false,
              baseline: 'alphabetic',
            });
          if (piece.face === 'latin') write();
          else readingAs(pdf, piece.text, write);
        });
      top += lineHeight;
    }
    pdf.x = x;
    pdf.y = top;
    return top;
  }

  return {
    line(value, x, y) {
      const plain = latin(value);
      if (plain !== null) pdf.text(plain, x, y, { lineBreak: false });
      else draw(lay(value, currentWeight()), x, y, {});
    },
    width(value) {
      const plain = latin(value);
      if (plain !== null) return pdf.widthOfString(plain);
      const weight = currentWeight();
      const last = lay(value, weight)[0]?.at(-1);
      return last ? last.x + inFace(last.face, weight, () => pdf.widthOfString(last.text)) : 0;
    },
    paragraph(value, x, y, options) {
      const plain = latin(value);
      if (plain !== null) return pdf.text(plain, x, y, options).y;
      return draw(lay(value, currentWeight(), options.width), x, y, options);
    },
    height(value, options) {
      const plain = latin(value);
      if (plain !== null) return pdf.heightOfString(plain, options);
      const lines = lay(value, currentWeight(), options.width);
      return lines.length * metrics(lines, currentWeight(), options.lineGap).lineHeight;
    },
  };
}
