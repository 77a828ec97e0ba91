/** Seed drawings of microphones worn on the body: headset, lavalier, compact clip-on wireless. */
import type { ProductKind } from './kinds';
import {
  BODY,
  FACE,
  DARK,
  METAL,
  GRILLE,
  rect,
  circle,
  line,
  type Ctx,
  type Drawing,
} from './shapes';

/** A thin band behind the head, ear hooks, and a boom that curves forward to a tiny capsule. */
function headsetMic(c: Ctx): string {
  let s = line('M170 260C150 110 450 110 430 260', BODY, 10);
  s += line('M170 250C140 250 150 310 178 300M430 250C460 250 450 310 422 300', FACE, 8);
  s += line('M178 290C200 380 290 400 372 372', METAL, 5);
  s += `<ellipse cx="388" cy="366" rx="24" ry="17" fill="${DARK}"/>`;
  s += circle(392, 364, 7, c.accent);
  s += line('M165 304C150 360 200 380 220 430', DARK, 3);
  return s;
}

/** A capsule the size of a fingertip on a tie clip, with its thin cable and connector. */
function lavalierMic(c: Ctx): string {
  let s = line('M300 250C300 330 200 300 210 370S360 420 400 380', DARK, 4);
  s += rect(388, 346, 26, 44, BODY, 4) + rect(392, 384, 18, 16, METAL, 2);
  s += `<g transform="rotate(-20 300 180)">`;
  s += rect(230, 170, 110, 26, METAL, 6) + rect(230, 200, 110, 10, '#7d8590', 4);
  s += rect(274, 110, 52, 150, DARK, 22) + rect(280, 116, 40, 40, `url(#m${c.id})`, 14);
  s += rect(274, 166, 52, 8, c.accent, 2) + '</g>';
  return GRILLE(c.id) + s;
}

/** Like the Wireless GO: two clip-on transmitters with a built-in mic, and a receiver. */
function compactWireless(c: Ctx): string {
  let s = '';
  for (const x of [130, 330]) {
    s += rect(x, 120, 140, 140, BODY, 26) + rect(x + 12, 132, 116, 116, FACE, 18);
    s += circle(x + 70, 180, 34, METAL) + circle(x + 70, 180, 30, `url(#m${c.id})`);
    s += circle(x + 112, 236, 5, c.accent);
  }
  s += rect(215, 290, 170, 130, BODY, 24) + rect(245, 312, 110, 56, DARK, 8);
  s += `<path d="M260 330h40M260 348h70" stroke="${c.accent}" stroke-width="6"/>`;
  s += circle(270, 396, 8, '#4a525c') + circle(330, 396, 8, '#4a525c');
  return GRILLE(c.id) + s;
}

export const WORN_MICS = {
  'headset-mic': headsetMic,
  'lavalier-mic': lavalierMic,
  'compact-wireless': compactWireless,
} satisfies Partial<Record<ProductKind, Drawing>>;
