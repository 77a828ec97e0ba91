// The fonts of every PDF the shop makes (decision 023): Helvetica for Latin text, as the documents
// always had, and Noto Sans Sinhala and Noto Sans Tamil for names, addresses and words in those
// scripts, embedded and subset by pdfkit to the glyphs a document uses.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

export type Face = 'latin' | 'sinhala' | 'tamil';
export type Weight = 'regular' | 'bold';

/** The shaped scripts' fonts, parsed once for the process and shared by every document. */
export type DocumentFonts = Record<Exclude<Face, 'latin'>, Record<Weight, fontkit.Font>>;

const LATIN: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** The name a document knows a face by: a standard font's, or the one registered below. */
export function fontName(face: Face, weight: Weight): string {
  if (face === 'latin') return LATIN[weight];
  return `${face}-${weight}`;
}

/** The weight of a standard font the documents set ('Helvetica-Bold'); regular for any other. */
export const weightOf = (name: string): Weight => (name === LATIN.bold ? 'bold' : 'regular');

const require = createRequire(import.meta.url);
/** A file of a font package: their exports give only the CSS and the licence. */
const fontFile = (pkg: string, file: string) =>
  fs.readFile(path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files', file));

function parse(buffer: Buffer): fontkit.Font {
  const font = fontkit.create(buffer);
  if (!('layout' in font)) throw new Error('expected a single font, not a collection');
  return withKeptLayouts(font);
}

/** How many shaped words each font keeps: the warranty terms and the usual words, not every name. */
const KEPT_LAYOUTS = 2_000;

/**
 * The font, keeping what it shaped for the process. pdfkit shapes each word of Sinhala or Tamil
 * (fontkit's layout: the font's substitution and positioning rules) and keeps it for one document
 * only, so that every receipt shaped its three-language warranty terms anew: 40% of a receipt's
 * CPU. A kept word gives each caller its own positions, which pdfkit scales in place; the glyphs
 * are fontkit's own, shared already.
 */
function withKeptLayouts(font: fontkit.Font): fontkit.Font {
  const layout = font.layout.bind(font);
  const kept = new Map<string, fontkit.GlyphRun>();
  font.layout = (text: string, ...rest: unknown[]) => {
    if (rest.some((argument) => argument !== undefined))
      return (layout as (...a: unknown[]) => fontkit.GlyphRun)(text, ...rest);
    let run = kept.get(text);
    if (!run) {
      run = layout(text);
      if (kept.size >= KEPT_LAYOUTS) kept.delete(kept.keys().next().value!);
      kept.set(text, run);
    }
    return copyOf(run);
  };
  return font;
}

/** A run with the same glyphs and positions of its own; its advance widths are the prototype's. */
function copyOf(run: fontkit.GlyphRun): fontkit.GlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun;
  return Object.assign(copy, run, {
    positions: run.positions.map((position) => ({ ...position })),
  });
}

/** A script's block, with the space, the joiners and the dotted circle: what a font keeps. */
const block = (first: number) =>
  String.fromCodePoint(
    ...Array.from({ length: 0x80 }, (_, i) => first + i),
    0x20,
    0x200c,
    0x200d,
    0x25cc,
  );

/**
 * The font as plain TrueType, cut to the script's letters and the glyphs their shaping reaches, by
 * HarfBuzz's subsetter. fontkit lays WOFF2 out but cannot subset it (it copies glyf bytes that
 * WOFF2 has transformed), and unpacks a WOFF's glyf table again for each glyph it subsets. Noto
 * Sans Sinhala is on npm only as a variable font: `wght` makes a static instance of it, as fontkit
 * cannot write a varied glyph either.
 */
async function truetype(
  woff2: Promise<Buffer>,
  letters: string,
  wght?: number,
): Promise<fontkit.Font> {
  const options = wght ? { variationAxes: { wght } } : {};
  return parse(await subsetFont(await woff2, letters, { targetFormat: 'truetype', ...options }));
}

const sinhala = (weight: number) =>
  truetype(
    fontFile(
      '@fontsource-variable/noto-sans-sinhala',
      'noto-sans-sinhala-sinhala-wght-normal.woff2',
    ),
    block(0x0d80),
    weight,
  );

const tamil = (weight: number) =>
  truetype(
    fontFile('@fontsource/noto-sans-tamil', `noto-sans-tamil-tamil-${weight}-normal.woff2`),
    block(0x0b80),
  );

async function loadFonts(): Promise<DocumentFonts> {
  const [sinhalaRegular, sinhalaBold, tamilRegular, tamilBold] = await Promise.all([
    sinhala(400),
    sinhala(700),
    tamil(400),
    tamil(700),
  ]);
  return {
    sinhala: { regular: sinhalaRegular, bold: sinhalaBold },
    tamil: { regular: tamilRegular, bold: tamilBold },
  };
}

let loading: Promise<DocumentFonts> | undefined;

/** The fonts, made on first use (a quarter of a second) and kept: parsing them again per document
 * would cost more than the document. */
export function documentFonts(): Promise<DocumentFonts> {
  loading ??= loadFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Registers the fonts under fontName's names. pdfkit 0.20 takes a fontkit font as a source (its
 * types say only paths and bytes), and embeds a font only once text is written in it.
 */
export function registerFonts(pdf: PDFKit.PDFDocument, fonts: DocumentFonts): void {
  for (const face of ['sinhala', 'tamil'] as const)
    for (const weight of ['regular', 'bold'] as const)
      pdf.registerFont(
        fontName(face, weight),
        fonts[face][weight] as unknown as PDFKit.Mixins.PDFFontSource,
      );
}
