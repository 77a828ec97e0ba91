/** Seed drawings of things to listen with: headphones, in-ear monitors, wireless in-ear systems. */
import type { ProductKind } from './kinds';
import {
  BODY,
  FACE,
  DARK,
  METAL,
  rect,
  circle,
  knobs,
  line,
  type Ctx,
  type Drawing,
} from './shapes';

function headphones(c: Ctx): string {
  let s = line('M175 300C160 110 440 110 425 300', BODY, 24);
  s += line('M200 190C240 130 360 130 400 190', '#4a525c', 10);
  for (const x of [175, 425]) {
    s +=
      rect(x - 42, 250, 84, 150, BODY, 38) +
      rect(x - 30, 264, 60, 122, FACE, 28) +
      circle(x, 325, 14, c.accent);
  }
  return s;
}

/** One earpiece, drawn at the origin; `f` = -1 mirrors it for the other ear. */
function earpiece(x: number, y: number, f: number, accent: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${f * s} ${s})">` +
    `<path d="M-60 -20C-60 -80 40 -90 60 -30C75 20 20 60 -20 50C-45 44 -60 20 -60 -20Z" fill="${accent}" fill-opacity=".85" stroke="${BODY}" stroke-width="3"/>` +
    line('M40 -40L78 -62', METAL, 14) +
    circle(-8, 0, 14, BODY, ' fill-opacity=".5"') +
    '</g>'
  );
}

function earphones(c: Ctx): string {
  let s = line('M230 250C240 330 290 330 300 380M370 250C360 330 310 330 300 380V420', DARK, 4);
  s += rect(292, 412, 16, 28, METAL, 3);
  return s + earpiece(210, 200, 1, c.accent) + earpiece(390, 200, -1, c.accent);
}

/** Like the PSM 300: a half-rack transmitter, a beltpack receiver and its earphones. */
function iemSystem(c: Ctx): string {
  let s = line('M150 150L130 70M450 150L470 70', DARK, 6);
  s += rect(110, 140, 380, 80, BODY, 8) + rect(130, 158, 110, 42, DARK, 4);
  s += `<path d="M140 178h40M190 178h40" stroke="${c.accent}" stroke-width="5"/>`;
  s += knobs([[430, 180, 18]], c.accent) + circle(270, 180, 5, '#3fb950');
  s += line('M262 252V232', DARK, 8) + rect(200, 250, 120, 170, BODY, 16);
  s += rect(216, 270, 88, 40, DARK, 4) + knobs([[260, 360, 22]], c.accent);
  s += line('M300 252C320 180 380 250 400 300', DARK, 4);
  return s + earpiece(420, 330, 1, c.accent, 0.55) + earpiece(500, 320, -1, c.accent, 0.55);
}

export const LISTENING = {
  headphones,
  earphones,
  'iem-system': iemSystem,
} satisfies Partial<Record<ProductKind, Drawing>>;
