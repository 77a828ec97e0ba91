/**
 * Product images for the seed catalogue, drawn as SVG from the product's kind, name and category.
 *
 * Why generated: the seed must work offline (no downloads at install or start-up) and must not
 * ship manufacturers' photos, whose licences do not allow redistribution. A stylised drawing per
 * kind of object (a studio condenser, a speakON plug, a column array...), with the brand and model
 * as text, gives every product distinct, legal images that look like what it is.
 * Output is deterministic: the same input always yields the same string.
 */
import type { Category } from '@avstore/core';
import { guessKind } from './drawings/guess-kind';
import { DRAWINGS } from './drawings/index';
import type { ProductKind } from './drawings/kinds';
import { esc, FONT, hash, hsl, type Ctx } from './drawings/shapes';

export { guessKind } from './drawings/guess-kind';
export { PRODUCT_KINDS, type ProductKind } from './drawings/kinds';

/** Font size so that text of this length fits `width`; very long text is squeezed with textLength. */
function fit(
  text: string,
  max: number,
  width: number,
  charEm: number,
): { size: number; squeeze: string } {
  const size = Math.max(16, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * charEm))));
  const squeeze =
    text.length * charEm * size > width
      ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return { size, squeeze };
}

/**
 * The SVG image of a product. `kind` picks the drawing; without it (a product made in the back
 * office) the kind is guessed from the name and category. `variant` 0, 1, 2: front, angled, close-up.
 */
/** A drawing's width and height in pixels, as the pictures of the products it is seeded for. */
export const DRAWING_SIZE = 600;

export function productImageSvg(input: {
  name: string;
  brand: string;
  category: Category;
  kind?: ProductKind;
  variant?: number;
}): string {
  const { name, brand, category } = input;
  const kind = input.kind ?? guessKind(name, category);
  const variant = Math.abs(Math.trunc(input.variant ?? 0)) % 3;
  const h = hash(name);
  const id = (h % 46656).toString(36);
  const hue = h % 360;
  const c: Ctx = {
    h,
    id,
    accent: hsl((hue + 180) % 360, 65, 48),
    active: !category.startsWith('Passive'),
  };

  // Background: variant 0 light top-down, 1 diagonal with shifted hue, 2 radial spotlight.
  const hue2 = (hue + (variant === 1 ? 40 : 18)) % 360;
  const stops = `<stop offset="0" stop-color="${hsl(hue, 55, variant === 2 ? 97 : 95)}"/><stop offset="1" stop-color="${hsl(hue2, 40, variant === 1 ? 78 : 84)}"/>`;
  const bg =
    variant === 2
      ? `<radialGradient id="b${id}" cx=".5" cy=".4" r=".75">${stops}</radialGradient>`
      : `<linearGradient id="b${id}" x1="0" y1="0" x2="${variant === 1 ? 1 : 0}" y2="1">${stops}</linearGradient>`;

  const defs = `<defs>${bg}<clipPath id="c${id}"><rect y="56" width="600" height="390"/></clipPath></defs>`;

  // Views: 0 front, 1 angled (skewed, slightly narrower), 2 close-up (enlarged and clipped).
  const transform =
    variant === 1
      ? 'translate(300 240) skewY(-6) scale(.9 1) translate(-300 -240)'
      : variant === 2
        ? 'translate(300 240) scale(1.3) translate(-300 -240)'
        : '';
  const art = DRAWINGS[kind](c);
  const figure = `<g clip-path="url(#c${id})"><ellipse cx="300" cy="432" rx="${variant === 2 ? 260 : 200}" ry="14" fill="#000" fill-opacity=".12"/><g${transform ? ` transform="${transform}"` : ''}>${art}</g></g>`;

  const model = name.startsWith(brand + ' ') ? name.slice(brand.length + 1) : name;
  const brandText = brand.toUpperCase();
  const b = fit(brandText, 24, 520, 0.72);
  const m = fit(model, 46, 540, 0.6);
  const cat = fit(category, 15, 300, 0.6);

  const text =
    `<rect x="24" y="20" width="${Math.min(320, Math.ceil(category.length * 0.6 * cat.size) + 24)}" height="28" rx="14" fill="#fff" fill-opacity=".7"/>` +
    `<text x="36" y="39" font-size="${cat.size}"${cat.squeeze} fill="#57606a">${esc(category)}</text>` +
    `<text x="300" y="488" text-anchor="middle" font-size="${b.size}"${b.squeeze} font-weight="600" letter-spacing="3" fill="#57606a">${esc(brandText)}</text>` +
    `<text x="300" y="${540 + Math.round(m.size / 4)}" text-anchor="middle" font-size="${m.size}"${m.squeeze} font-weight="700" fill="#1f2328">${esc(model)}</text>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="${DRAWING_SIZE}" height="${DRAWING_SIZE}" font-family="${FONT}" role="img" aria-label="${esc(name)}">` +
    defs +
    `<rect width="600" height="600" fill="url(#b${id})"/>` +
    figure +
    text +
    '</svg>'
  );
}
