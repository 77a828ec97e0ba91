/** Seed drawings of studio condenser microphones: large-diaphragm side-address and pencil. */
import type { ProductKind } from './kinds';
import { BODY, DARK, METAL, GRILLE, rect, circle, line, type Ctx, type Drawing } from './shapes';

/** Like the C214 or TLM 103: a tall rounded head, the body in a spider shock mount. */
function studioCondenser(c: Ctx): string {
  let s = rect(292, 380, 16, 50, METAL, 3) + rect(270, 416, 60, 14, DARK, 4);
  // the back half of the mount's ring, the microphone, then the front half over it
  s += `<ellipse cx="300" cy="310" rx="106" ry="26" fill="none" stroke="#5b636d" stroke-width="8"/>`;
  s += rect(238, 70, 124, 170, METAL, 56) + rect(244, 76, 112, 158, `url(#m${c.id})`, 50);
  s += rect(238, 150, 124, 8, '#7d8590', 2);
  s += rect(242, 228, 116, 160, BODY, 14) + rect(250, 236, 10, 144, '#3b424c', 5);
  s += circle(300, 262, 7, c.accent) + rect(284, 350, 32, 6, '#4a525c', 3);
  s += line('M198 312L246 270M198 312L246 350M402 312L354 270M402 312L354 350', c.accent, 3);
  s += `<path d="M194 310A106 26 0 0 0 406 310" fill="none" stroke="${METAL}" stroke-width="8"/>`;
  return GRILLE(c.id) + s;
}

/** Like the KM 184 or SM81: a slim tube with the capsule at its tip, held in a clip. */
function pencilCondenser(c: Ctx): string {
  let s = rect(282, 120, 36, 290, METAL, 10) + rect(288, 128, 8, 274, '#c4ccd4', 4);
  s += rect(280, 80, 40, 64, '#5b636d', 12) + rect(284, 84, 32, 56, `url(#m${c.id})`, 10);
  s += rect(280, 144, 40, 8, c.accent, 2);
  s += rect(272, 300, 56, 40, BODY, 8) + rect(292, 340, 16, 60, BODY, 4);
  s += circle(300, 320, 6, DARK);
  return GRILLE(c.id) + `<g transform="rotate(32 300 260)">${s}</g>`;
}

export const CONDENSERS = {
  'studio-condenser': studioCondenser,
  'pencil-condenser': pencilCondenser,
} satisfies Partial<Record<ProductKind, Drawing>>;
