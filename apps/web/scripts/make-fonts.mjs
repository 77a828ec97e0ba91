// Makes the web fonts of the Sinhala and Tamil pages (docs/decisions/027-languages.md) from the
// Noto Sans files the server's documents already use (@fontsource, SIL OFL 1.1): each script's
// block only, at the two weights the pages use (400, and 700 for headings and buttons), as WOFF2.
// The Sinhala font is variable: HarfBuzz's instancer (subset-font) pins its weight, a quarter of
// the variable file each. Run it again when the @fontsource packages change:
// `node apps/web/scripts/make-fonts.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = new URL('../src/i18n/fonts/', import.meta.url);

/** Every code point of these ranges, as text for the subsetter (which keeps what shaping reaches). */
const textOf = (ranges) =>
  ranges
    .flatMap(([from, to = from]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('');

// As Fontsource cuts each script (its unicode-range), less Sinhala's archaic numerals.
const SINHALA = textOf([[0x0964, 0x0965], [0x0d81, 0x0df4], [0x200c, 0x200d], [0x25cc]]);
const TAMIL = textOf([[0x0964, 0x0965], [0x0b82, 0x0bfa], [0x200c, 0x200d], [0x20b9], [0x25cc]]);

const fonts = [
  {
    source:
      '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2',
    text: SINHALA,
    out: (weight) => `noto-sans-sinhala-${weight}.woff2`,
    axes: (weight) => ({ wght: weight }),
  },
  {
    source: (weight) =>
      `@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff2`,
    text: TAMIL,
    out: (weight) => `noto-sans-tamil-${weight}.woff2`,
    axes: () => undefined,
  },
];

for (const font of fonts) {
  for (const weight of [400, 700]) {
    const source = typeof font.source === 'function' ? font.source(weight) : font.source;
    const made = await subsetFont(readFileSync(require.resolve(source)), font.text, {
      targetFormat: 'woff2',
      variationAxes: font.axes(weight),
    });
    writeFileSync(new URL(font.out(weight), out), made);
    console.log(`${font.out(weight)}: ${made.length} bytes`);
  }
}
